import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { must } from '@/shared/must';
import { buildCalendar } from './ics';

describe('iCalendar writer', () => {
  const now = new Date('2031-01-01T08:00:00Z');
  const text = buildCalendar(
    'Rendezvous – Amel',
    [
      {
        uid: 'a@rendezvous',
        start: new Date('2031-01-06T08:00:00Z'),
        end: new Date('2031-01-06T09:00:00Z'),
        summary: 'Soin du visage; "éclat", épilation – Salon Élégance à Sidi Bou Saïd',
        location: 'Salon, 12 rue de Carthage\nSidi Bou Saïd',
        description: 'Confirmé · 45,000 DT\\ réservé en ligne',
        status: 'CONFIRMED',
        lastModified: now,
      },
    ],
    now,
  );

  it('writes CRLF lines of at most 75 octets, folded without splitting a character', () => {
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).not.toMatch(/[^\r]\n/);
  });

  it('reads back with a calendar library, escapes included', () => {
    const event = new ICAL.Event(
      must(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent'), 'new ICAL.Component(…)'),
    );
    expect(event.summary).toBe('Soin du visage; "éclat", épilation – Salon Élégance à Sidi Bou Saïd');
    expect(event.location).toBe('Salon, 12 rue de Carthage\nSidi Bou Saïd');
    expect(event.description).toBe('Confirmé · 45,000 DT\\ réservé en ligne');
    expect(event.startDate.toJSDate().toISOString()).toBe('2031-01-06T08:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2031-01-06T09:00:00.000Z');
  });
});
