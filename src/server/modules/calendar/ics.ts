// A minimal iCalendar (RFC 5545) writer for the private booking feed: text escaping, UTC times and
// line folding at 75 octets, with CRLF line ends as the format requires.

export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  lastModified: Date;
  /** Grows with each change sent to the attendee, so their calendar applies the latest one. */
  sequence?: number;
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
}

const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const utc = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** Folds a content line into chunks of at most 75 octets, never splitting a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // Continuation lines start with a space, which counts in their 75 octets.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const HEADER = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Rendezvous//Rendez-vous//FR',
  'CALSCALE:GREGORIAN',
];

// A display name is a quoted parameter value: quotes are not allowed inside.
const person = (role: 'ORGANIZER' | 'ATTENDEE', who: { name: string; email: string }) =>
  `${role};CN="${who.name.replace(/["\r\n]/g, '')}"${role === 'ATTENDEE' ? ';ROLE=REQ-PARTICIPANT' : ''}:mailto:${who.email}`;

function eventLines(event: IcsEvent, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(now)}`,
    ...(event.sequence !== undefined ? [`SEQUENCE:${event.sequence}`] : []),
    `LAST-MODIFIED:${utc(event.lastModified)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.organizer ? [person('ORGANIZER', event.organizer)] : []),
    ...(event.attendee ? [person('ATTENDEE', event.attendee)] : []),
    `STATUS:${event.status}`,
    'END:VEVENT',
  ];
}

const finish = (lines: string[]) => `${lines.map(fold).join('\r\n')}\r\n`;

export function buildCalendar(name: string, events: IcsEvent[], now: Date): string {
  return finish([
    ...HEADER,
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    // Calendar applications poll a subscribed feed; once an hour is plenty for appointments.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...events.flatMap((event) => eventLines(event, now)),
    'END:VCALENDAR',
  ]);
}

/**
 * One event sent by e-mail or downloaded (RFC 5546): REQUEST adds or updates it in the attendee's
 * calendar, CANCEL removes it; PUBLISH is a plain download. The same UID each time, a higher
 * SEQUENCE for each change.
 */
export function buildInvitation(
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH',
  event: IcsEvent,
  now: Date,
): string {
  return finish([...HEADER, `METHOD:${method}`, ...eventLines(event, now), 'END:VCALENDAR']);
}
