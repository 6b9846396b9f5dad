import { afterAll, describe, expect, it } from 'vitest';
import { databaseMigratedBefore } from '../test-support/migrated-before';
import { migrateDatabase } from './migrate';

// Migrations 0036 and 0037 make the reminder e-mails' links and the messages' short links one table
// (decision 087). This replays them on a database left at 0035 with links of both kinds in it: each
// keeps its id, hash, booking, dates and use, so a link already sent works as before.

let database: Awaited<ReturnType<typeof databaseMigratedBefore>> | undefined;
afterAll(async () => {
  await database?.close();
});

describe('migrations 0036 and 0037', () => {
  it('carry every link of both kinds into one_tap_links, then drop the two tables', async () => {
    database = await databaseMigratedBefore('0036');
    const { handle, pglite } = database;
    await pglite.exec(`
      insert into users (id, full_name, email, role, provider_status) values
        ('00000000-0000-4000-8000-000000000001', 'Owner One', 'one@test.tn', 'prestataire', 'approved'),
        ('00000000-0000-4000-8000-000000000002', 'Client Two', 'two@test.tn', 'client', null);
      insert into salons (id, name, address, owner_id) values
        ('00000000-0000-4000-8000-0000000000a1', 'Salon', 'Tunis', '00000000-0000-4000-8000-000000000001');
      insert into bookings (id, client_id, prestataire_id, salon_id, service_name, service_price, start_time, end_time, status)
        values ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-000000000002',
          '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000a1', 'Coupe', 10,
          '2030-01-10 09:00+00', '2030-01-10 09:30+00', 'confirmed');
      insert into booking_links (id, booking_id, action, token_hash, expires_at, used_at) values
        ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000b1', 'confirm_attendance',
          'hash-confirm', '2030-01-10 09:00+00', '2029-12-01 10:00+00'),
        ('00000000-0000-4000-8000-0000000000c2', '00000000-0000-4000-8000-0000000000b1', 'cancel',
          'hash-cancel', '2030-01-10 09:00+00', null);
      insert into message_links (id, code_hash, booking_id, phone, channel, salon_id, expires_at) values
        ('00000000-0000-4000-8000-0000000000d1', 'hash-sms', '00000000-0000-4000-8000-0000000000b1',
          '+21620000001', 'sms', '00000000-0000-4000-8000-0000000000a1', '2030-12-01 00:00+00'),
        ('00000000-0000-4000-8000-0000000000d2', 'hash-stop', null, '+21620000002', 'whatsapp', null,
          '2030-12-01 00:00+00');
    `);

    await migrateDatabase(handle);

    const links = await pglite.query(
      `select id, secret_hash, booking_id, answers, phone, channel, salon_id, expires_at::text, used_at::text
       from one_tap_links order by id`,
    );
    const booking = '00000000-0000-4000-8000-0000000000b1';
    expect(links.rows).toEqual([
      {
        id: '00000000-0000-4000-8000-0000000000c1',
        secret_hash: 'hash-confirm',
        booking_id: booking,
        answers: 'confirm_attendance',
        phone: null,
        channel: null,
        salon_id: null,
        expires_at: '2030-01-10 09:00:00+00',
        used_at: '2029-12-01 10:00:00+00',
      },
      {
        id: '00000000-0000-4000-8000-0000000000c2',
        secret_hash: 'hash-cancel',
        booking_id: booking,
        answers: 'cancel',
        phone: null,
        channel: null,
        salon_id: null,
        expires_at: '2030-01-10 09:00:00+00',
        used_at: null,
      },
      {
        id: '00000000-0000-4000-8000-0000000000d1',
        secret_hash: 'hash-sms',
        booking_id: booking,
        answers: 'either',
        phone: '+21620000001',
        channel: 'sms',
        salon_id: '00000000-0000-4000-8000-0000000000a1',
        expires_at: '2030-12-01 00:00:00+00',
        used_at: null,
      },
      {
        id: '00000000-0000-4000-8000-0000000000d2',
        secret_hash: 'hash-stop',
        booking_id: null,
        answers: 'either',
        phone: '+21620000002',
        channel: 'whatsapp',
        salon_id: null,
        expires_at: '2030-12-01 00:00:00+00',
        used_at: null,
      },
    ]);
    const tables = await pglite.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_name in ('booking_links', 'message_links', 'one_tap_links')`,
    );
    expect(tables.rows.map((row) => row.name)).toEqual(['one_tap_links']);
  });
});
