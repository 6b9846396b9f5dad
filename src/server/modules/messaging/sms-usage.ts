import { desc, eq, sql } from 'drizzle-orm';
import type { AdminSmsMonth, BookingMessages, SalonSmsUsage } from '@/shared/api-types';
import { smsMonthOf } from '@/shared/messaging';
import { fromWallClock } from '@/shared/time-zone';
import { type Executor, queryRows } from '../../db/client';
import { messageOutbox, salons } from '../../db/schema';
import { SMS_COUNTED, smsSentThisMonth } from './sms-cap';

// What the salon and the admins see of the messages (decision 078): a booking's messages and their
// states, a salon's month against its cap, the platform's month per salon. Reads only: who may read
// is the routes' business (bookings, workspace, admin modules), which call these.

/** A booking's SMS and WhatsApp messages, newest first (index message_outbox_booking_idx). */
export async function bookingMessages(executor: Executor, bookingId: string): Promise<BookingMessages> {
  const rows = await executor
    .select({
      id: messageOutbox.id,
      channel: messageOutbox.channel,
      state: messageOutbox.state,
      failure: messageOutbox.failure,
      template: messageOutbox.template,
      createdAt: messageOutbox.createdAt,
      sentAt: messageOutbox.sentAt,
      deliveredAt: messageOutbox.deliveredAt,
      readAt: messageOutbox.readAt,
      failedAt: messageOutbox.failedAt,
    })
    .from(messageOutbox)
    .where(eq(messageOutbox.bookingId, bookingId))
    .orderBy(desc(messageOutbox.createdAt), desc(messageOutbox.id));
  return {
    items: rows.map((row) => {
      // The moment of the state shown: a receipt may come late, so each state keeps its own time.
      const at =
        (row.state === 'read' && row.readAt) ||
        (row.state === 'delivered' && row.deliveredAt) ||
        (row.state === 'sent' && row.sentAt) ||
        (row.state === 'failed' && row.failedAt) ||
        row.createdAt;
      return {
        id: row.id,
        channel: row.channel,
        state: row.state,
        failure: row.failure ?? null,
        template: row.template,
        createdAt: row.createdAt.toISOString(),
        stateAt: at.toISOString(),
      };
    }),
  };
}

/** "SMS ce mois-ci : 212 / 500". */
export async function salonSmsUsage(executor: Executor, salonId: string, now: Date): Promise<SalonSmsUsage> {
  const [salon] = await executor
    .select({ cap: salons.smsMonthlyCap })
    .from(salons)
    .where(eq(salons.id, salonId));
  return {
    salonId,
    month: smsMonthOf(now),
    sentThisMonth: await smsSentThisMonth(executor, salonId, now),
    cap: salon?.cap ?? 0,
  };
}

/**
 * The owner's new cap. Taking effect at once: the next SMS is weighed against it. A cap raised
 * above this month's count lets the owner be told again should it be reached again this month.
 */
export async function setSmsCap(
  executor: Executor,
  salonId: string,
  cap: number,
  now: Date,
): Promise<SalonSmsUsage | null> {
  const sent = await smsSentThisMonth(executor, salonId, now);
  const updated = await executor
    .update(salons)
    .set(cap > sent ? { smsMonthlyCap: cap, smsCapToldMonth: null } : { smsMonthlyCap: cap })
    .where(eq(salons.id, salonId))
    .returning({ id: salons.id });
  if (updated.length === 0) return null;
  return { salonId, month: smsMonthOf(now), sentThisMonth: sent, cap };
}

/** The first instant of a month ("2026-11") in Tunisia, and of the next one. */
export function smsMonthRange(month: string): { from: Date; to: Date } {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  const from = fromWallClock(`${month}-01`, 0, 'Africa/Tunis');
  const to = fromWallClock(`${next}-01`, 0, 'Africa/Tunis');
  if (!from || !to) throw new Error('the first of a month exists in Tunis');
  return { from, to };
}

export const ADMIN_SMS_PAGE_SIZE = 50;

/**
 * GET /admin/sms: the month's SMS per salon, most first. One pass over the month's SMS by the
 * partial index message_outbox_month_idx (created_at where channel = 'sms'), grouped by salon: the
 * cost follows the month's messages, not the platform's history.
 */
export async function platformSmsMonth(
  executor: Executor,
  options: { month: string; page: number },
): Promise<AdminSmsMonth> {
  const { month, page } = options;
  const { from, to } = smsMonthRange(month);
  const inMonth = sql`channel = 'sms' and created_at >= ${from} and created_at < ${to} and ${SMS_COUNTED}`;
  const [totals] = await queryRows<{ total: number; without: number; salons: number }>(
    executor,
    sql`select coalesce(sum(n) filter (where salon_id is not null), 0)::int as total,
               coalesce(sum(n) filter (where salon_id is null), 0)::int as without,
               (count(*) filter (where salon_id is not null))::int as salons
        from (select salon_id, count(*) as n from message_outbox where ${inMonth} group by salon_id) per_salon`,
  );
  const rows = await queryRows<{
    salon_id: string;
    salon_name: string;
    owner_name: string;
    count: number;
    cap: number;
  }>(
    executor,
    sql`select per_salon.salon_id, s.name as salon_name, u.full_name as owner_name,
               per_salon.n::int as count, s.sms_monthly_cap as cap
        from (select salon_id, count(*) as n from message_outbox
              where ${inMonth} and salon_id is not null group by salon_id) per_salon
        join salons s on s.id = per_salon.salon_id
        join users u on u.id = s.owner_id
        order by per_salon.n desc, s.name, s.id
        limit ${ADMIN_SMS_PAGE_SIZE} offset ${(page - 1) * ADMIN_SMS_PAGE_SIZE}`,
  );
  return {
    month,
    items: rows.map((row) => ({
      salonId: row.salon_id,
      salonName: row.salon_name,
      ownerName: row.owner_name,
      count: row.count,
      cap: row.cap,
    })),
    page,
    pageSize: ADMIN_SMS_PAGE_SIZE,
    salonCount: totals?.salons ?? 0,
    totalSms: totals?.total ?? 0,
    withoutSalon: totals?.without ?? 0,
  };
}
