import { DAYS } from '@/shared/weekdays';

/** A week of opening hours, every day 10:00–16:00 and 20:30–23:30 (a Ramadan's), as the form sends it. */
export const RAMADAN_WEEK = DAYS.map((day) => ({
  day,
  isClosed: false,
  openTime: '10:00',
  closeTime: '23:30',
  hasLunchBreak: true,
  lunchBreakStart: '16:00',
  lunchBreakEnd: '20:30',
}));
