import { sql } from 'drizzle-orm';
import { processMessages, recordReceipt } from '../../src/server/lib/messaging/outbox';
import type { MessageSenders } from '../../src/server/lib/messaging/sender';
import { listJobs } from '../../src/server/modules/admin/list-jobs';
import { secretHash } from '../../src/server/modules/core/one-tap-links';
import { findMessageLink } from '../../src/server/modules/messaging/message-links';
import { smsSentThisMonth } from '../../src/server/modules/messaging/sms-cap';
import { openApp } from '../../src/server/open-app';
import { createApprovedSalon } from '../../src/server/test-support/factories';
import type { BenchDatabase } from './bench-database';
import { median, round } from './stats';

/**
 * The platform's messages, once for a small marketplace and once for 100,000 salons' month of SMS
 * (decision 078): the work that runs on every message or every two seconds in every process must
 * not grow with the others' messages. One salon is measured; only the rest of the platform grows.
 */
export const SMALL_MESSAGES = 1_000;
export const LARGE_MESSAGES = 1_000_000;
/** Short links: one per message, kept a year; a tenth of the messages is enough to show the index. */
const LINK_SHARE = 10;
/** The measured salon's own SMS this month, the same in both worlds (its cap bounds it). */
const OWN_MONTH = 200;
const ROUNDS = 201;

export interface MessagingBenchResult {
  /** p50 in ms at SMALL and at LARGE messages, and the ratio, per piece of work. */
  work: Record<MessagingWork, { smallMs: number; largeMs: number; ratio: number }>;
  buildSeconds: number;
}
export const MESSAGING_WORK = [
  'idle poll',
  'send one',
  'month count',
  'receipt',
  'link',
  'jobs page',
] as const;
export type MessagingWork = (typeof MESSAGING_WORK)[number];

/** A provider that answers at once: what is measured is the database's share. */
const instant: MessageSenders = {
  sms: { provider: 'bench', send: async (m) => ({ providerMessageId: `bench-${m.id}`, state: 'sent' }) },
  whatsapp: { provider: 'bench', send: async (m) => ({ providerMessageId: `bench-${m.id}`, state: 'sent' }) },
};

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

export async function benchMessaging(database: BenchDatabase): Promise<MessagingBenchResult> {
  const opened = await openApp(database.config());
  try {
    const { db } = opened.deps;
    const { salon } = await createApprovedSalon(opened.deps, {
      name: 'Salon des SMS',
      services: [{ name: 'Brushing', price: '20.00', duration: 30 }],
    });
    // Settled messages of the platform ("others", no salon row needed) over the last month, and
    // their links; the measured salon's own month.
    const grow = async (from: number, to: number) => {
      // In batches: one statement stays well inside the server's statement timeout.
      for (let batchStart = from; batchStart < to; batchStart += 100_000) {
        const batchEnd = Math.min(to, batchStart + 100_000);
        await db.execute(sql`insert into message_outbox
            (channel, to_phone, template, body, state, provider, provider_message_id, created_at, sent_at, delivered_at)
          select 'sms', '+2162' || lpad((i % 10000000)::text, 7, '0'), 'reminder', 'Rappel', 'delivered', 'bench',
                 'other-' || i, now() - (i % 43200) * interval '1 minute', now(), now()
          from generate_series(${batchStart}::int, ${batchEnd - 1}::int) as i`);
        await db.execute(sql`insert into one_tap_links (secret_hash, answers, phone, channel, expires_at)
          select md5('link-' || i) || md5('more-' || i), 'either', '+21620000000', 'sms', now() + interval '300 days'
          from generate_series(${Math.floor(batchStart / LINK_SHARE)}::int, ${Math.floor(batchEnd / LINK_SHARE) - 1}::int) as i`);
      }
      await db.execute(sql`analyze message_outbox`);
      await db.execute(sql`analyze one_tap_links`);
    };
    const started = performance.now();
    await db.execute(sql`insert into message_outbox
        (channel, to_phone, template, body, state, provider, provider_message_id, salon_id, created_at, sent_at)
      select 'sms', '+21621000000', 'confirmed', 'Confirmé', 'sent', 'bench', 'own-' || i, ${salon.id},
             now() - (i % 600) * interval '1 minute', now()
      from generate_series(1, ${OWN_MONTH}::int) as i`);
    await grow(0, SMALL_MESSAGES);
    let buildMs = performance.now() - started;

    const linkCode = 'Bench123';
    await db.execute(sql`insert into one_tap_links (secret_hash, answers, phone, channel, expires_at)
      values (${secretHash(linkCode)}, 'either', '+21620000001', 'sms', now() + interval '300 days')`);
    const measure = async (first: number, count: number) => {
      const samples: Record<MessagingWork, number[]> = {
        'idle poll': [],
        'send one': [],
        'month count': [],
        receipt: [],
        link: [],
        'jobs page': [],
      };
      for (let round = 0; round < ROUNDS; round++) {
        samples['idle poll'].push(await timed(() => processMessages(db, instant)));
        await db.execute(sql`insert into message_outbox (channel, to_phone, template, body, salon_id)
          values ('sms', '+21621000001', 'confirmed', 'Confirmé', ${salon.id})`);
        samples['send one'].push(await timed(() => processMessages(db, instant)));
        samples['month count'].push(await timed(() => smsSentThisMonth(db, salon.id, new Date())));
        const other = `other-${first + ((round * 7919) % count)}`;
        samples.receipt.push(
          await timed(() =>
            recordReceipt(db, { provider: 'bench', providerMessageId: other }, { state: 'read' }),
          ),
        );
        samples.link.push(await timed(() => findMessageLink(db, linkCode, new Date())));
        // The admins' "Tâches de fond": what waits and the day's failures, never the year's messages.
        samples['jobs page'].push(await timed(() => listJobs(db, opened.deps.jobs)));
      }
      return Object.fromEntries(MESSAGING_WORK.map((work) => [work, median(samples[work])])) as Record<
        MessagingWork,
        number
      >;
    };
    const small = await measure(0, SMALL_MESSAGES);
    const grown = performance.now();
    await grow(SMALL_MESSAGES, LARGE_MESSAGES);
    buildMs += performance.now() - grown;
    const large = await measure(SMALL_MESSAGES, LARGE_MESSAGES - SMALL_MESSAGES);
    return {
      work: Object.fromEntries(
        MESSAGING_WORK.map((work) => [
          work,
          {
            smallMs: round(small[work], 3),
            largeMs: round(large[work], 3),
            ratio: round(large[work] / small[work]),
          },
        ]),
      ) as MessagingBenchResult['work'],
      buildSeconds: round(buildMs / 1000, 1),
    };
  } finally {
    await opened.close();
  }
}
