// How a service takes its employee's time (docs/product.md#service-timing): the client's time is the
// service's duration; a "temps de pose" inside it frees the employee (not the client's chair), and a
// "temps de nettoyage" after it keeps the employee busy once the client has left. Pure, shared by the
// slot function, the agenda's placement, the booking paths and the agenda's drawing.

export const CLEANUP_MAX_MINUTES = 120;

export const CLEANUP_LABEL = 'Temps de nettoyage (min)';
export const ACTIVE_BEFORE_LABEL = 'Temps actif (min)';
export const POSE_LABEL = 'Temps de pose (min)';
export const ACTIVE_AFTER_LABEL = 'Temps actif après la pose (min)';
export const WITH_POSE_LABEL = 'Avec un temps de pose';
/** What the agenda writes on an employee's time left free by a client's pose. */
export const POSE_MARK = 'Pose';

export const CLEANUP_MESSAGE = `Le temps de nettoyage doit être un nombre entier de minutes, de 0 à ${CLEANUP_MAX_MINUTES}.`;
export const PROCESSING_PART_MESSAGE = 'Chaque temps doit être un nombre entier de minutes supérieur à zéro.';
export const PROCESSING_SUM_MESSAGE =
  'Le temps actif, le temps de pose et le temps actif après la pose doivent faire ensemble la durée du service.';

/** A processing split: active, then pose (the employee is free), then active again; the three make the duration. */
export interface Processing {
  activeBefore: number;
  pose: number;
  activeAfter: number;
}

/** A service's timing as the booking engine needs it. */
export interface ServiceTiming {
  /** The client's time, in minutes. */
  duration: number;
  /** Minutes after the client's time during which the employee is not bookable. */
  cleanupMinutes: number;
  /** Null: the employee is busy for the whole duration. */
  processing: Processing | null;
}

export interface Interval {
  start: Date;
  end: Date;
}

/** The instants one part of a visit takes, as stored on it (`booking_parts`). */
export interface PartTimes {
  startTime: Date;
  endTime: Date;
  /** The employee's free time inside the client's, when the service has a pose. */
  poseStart: Date | null;
  poseEnd: Date | null;
  /** The end of the employee's time: the client's end plus the cleanup. */
  busyEnd: Date;
}

const MINUTE = 60_000;

/** When a service starting at `start` takes the client and the employee. */
export function partTimesOf(start: Date | number, timing: ServiceTiming): PartTimes {
  const startMs = typeof start === 'number' ? start : start.getTime();
  const endMs = startMs + timing.duration * MINUTE;
  const pose = timing.processing;
  return {
    startTime: new Date(startMs),
    endTime: new Date(endMs),
    poseStart: pose ? new Date(startMs + pose.activeBefore * MINUTE) : null,
    poseEnd: pose ? new Date(startMs + (pose.activeBefore + pose.pose) * MINUTE) : null,
    busyEnd: new Date(endMs + timing.cleanupMinutes * MINUTE),
  };
}

/**
 * The employee's busy time of a part: everything from its start to the end of its cleanup, except
 * the pose. The database's no-overlap constraints compute the same from the stored columns.
 */
export function busySegmentsOf(
  part: Pick<PartTimes, 'startTime' | 'poseStart' | 'poseEnd' | 'busyEnd'>,
): Interval[] {
  if (!part.poseStart || !part.poseEnd) return [{ start: part.startTime, end: part.busyEnd }];
  return [
    { start: part.startTime, end: part.poseStart },
    { start: part.poseEnd, end: part.busyEnd },
  ].filter((segment) => segment.end.getTime() > segment.start.getTime());
}

/** A service's timing as stored (`duration`, `cleanup_minutes`, `active_before_minutes`, `pose_minutes`). */
export interface StoredTiming {
  duration: number;
  cleanupMinutes: number;
  activeBeforeMinutes: number | null;
  poseMinutes: number | null;
}

/** The stored columns of a service as a timing. */
export function timingOf(service: StoredTiming): ServiceTiming {
  const { duration, cleanupMinutes, activeBeforeMinutes, poseMinutes } = service;
  const processing =
    activeBeforeMinutes !== null && poseMinutes !== null && poseMinutes > 0
      ? {
          activeBefore: activeBeforeMinutes,
          pose: poseMinutes,
          activeAfter: duration - activeBeforeMinutes - poseMinutes,
        }
      : null;
  return { duration, cleanupMinutes, processing };
}

/** A timing in which the employee is busy exactly for the duration: what a service without timing is. */
export const plainTiming = (duration: number): ServiceTiming => ({
  duration,
  cleanupMinutes: 0,
  processing: null,
});
