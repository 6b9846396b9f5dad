import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { smsMonthOf } from '@/shared/messaging';
import { fromWallClock } from '@/shared/time-zone';
import { type Executor, queryRows } from '../../db/client';
import { salons } from '../../db/schema';
import { createNotification } from '../notifications/create-notification';

/** The first instant of the SMS month `now` is in (Tunisia's calendar). */
export function smsMonthStart(now: Date): Date {
  const start = fromWallClock(`${smsMonthOf(now)}-01`, 0, 'Africa/Tunis');
  if (!start) throw new Error('the first of a month exists in Tunis');
  return start;
}

/**
 * SMS that count in a salon's month: those that left or are queued to (a message stopped by the cap
 * or by the client's way out never cost anything).
 */
export const SMS_COUNTED = sql`channel = 'sms' and (failure is null or failure not in ('cap','opted_out'))`;

export async function smsSentThisMonth(executor: Executor, salonId: string, now: Date): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    executor,
    sql`select count(*)::int as count from message_outbox
        where salon_id = ${salonId} and created_at >= ${smsMonthStart(now)} and ${SMS_COUNTED}`,
  );
  return row?.count ?? 0;
}

/**
 * Whether one more SMS of this salon would pass its monthly cap. The first time in a month it does,
 * the owner is told (once: `sms_cap_told_month`), in the caller's transaction.
 */
export async function smsCapReached(executor: Executor, salonId: string, now: Date): Promise<boolean> {
  const [salon] = await executor
    .select({ cap: salons.smsMonthlyCap, ownerId: salons.ownerId, name: salons.name })
    .from(salons)
    .where(eq(salons.id, salonId));
  if (!salon) return true;
  if ((await smsSentThisMonth(executor, salonId, now)) < salon.cap) return false;
  const month = smsMonthOf(now);
  const told = await executor
    .update(salons)
    .set({ smsCapToldMonth: month })
    .where(and(eq(salons.id, salonId), or(isNull(salons.smsCapToldMonth), ne(salons.smsCapToldMonth, month))))
    .returning({ id: salons.id });
  if (told.length > 0) {
    await createNotification(executor, {
      userId: salon.ownerId,
      type: 'sms_cap_reached',
      payload: { salon_id: salonId, salon_name: salon.name, cap: salon.cap },
    });
  }
  return true;
}
