import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@/shared/constants';
import { addDays, toWallClock } from '@/shared/time-zone';
import { type Executor, queryRows } from '../../db/client';

/** How many days before a public holiday the owners are reminded of it (decision 077). */
export const HOLIDAY_REMINDER_DAYS = 7;

/**
 * Reminds the owner of every public salon of each holiday starting in 7 days or less (not begun):
 * one notification per salon, linking to its "Jours fériés". Once per holiday across processes and
 * restarts: the holiday's `reminded_at` is claimed in the same statement that writes them (a holiday
 * moved later is reminded again). One INSERT … SELECT, whatever the number of salons.
 */
export async function remindHolidays(options: { db: Executor; now: Date }): Promise<number> {
  const today = toWallClock(options.now, DEFAULT_TIME_ZONE).date;
  const rows = await queryRows<{ n: number }>(
    options.db,
    sql`with due as (
        update public_holidays set reminded_at = ${options.now}
        where reminded_at is null and start_date > ${today}::date
          and start_date <= ${addDays(today, HOLIDAY_REMINDER_DAYS)}::date
        returning id, name, start_date, end_date
      ), sent as (
        insert into notifications (user_id, type, payload, is_read)
        select s.owner_id, 'holiday_reminder', jsonb_build_object(
            'salon_id', s.id, 'salon_name', s.name, 'holiday_name', due.name,
            'start_date', due.start_date::text, 'end_date', due.end_date::text), false
        from due join salons s on s.is_approved
        returning 1
      )
      select count(*)::int as n from sent`,
  );
  return rows[0]?.n ?? 0;
}
