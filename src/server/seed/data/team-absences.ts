import type { AbsenceKind } from '@/shared/staff';

export interface AbsenceSeed {
  salonName: string;
  employeeName: string;
  /** Days from today: the first working day of that person from there on. */
  dayOffset: number;
  kind: AbsenceKind;
  reason: string | null;
}

/** Time off already planned, so that the salon's agenda shows what an absence looks like. */
export const TEAM_ABSENCES: AbsenceSeed[] = [
  {
    salonName: 'Salon Yasmine Coiffure',
    employeeName: 'Meriem Toumi',
    dayOffset: 6,
    kind: 'absence',
    reason: 'Formation',
  },
];
