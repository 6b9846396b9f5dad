import { afterAll, describe, expect, it } from 'vitest';
import { databaseMigratedBefore } from '../test-support/migrated-before';
import { migrateDatabase } from './migrate';

// Migration 0008 turns the owners' weekly availabilities into their employees' working days
// (decision 043). This replays it on a database left at 0007 with such data in it.

let database: Awaited<ReturnType<typeof databaseMigratedBefore>> | undefined;
afterAll(async () => {
  await database?.close();
});

describe('migration 0008', () => {
  it("gives the employees of an owner's salons that owner's availabilities as working days", async () => {
    database = await databaseMigratedBefore('0008');
    const { handle, pglite } = database;
    await pglite.exec(`
      insert into users (id, full_name, email, role, provider_status) values
        ('00000000-0000-4000-8000-000000000001', 'Owner One', 'one@test.tn', 'prestataire', 'approved'),
        ('00000000-0000-4000-8000-000000000002', 'Owner Two', 'two@test.tn', 'prestataire', 'approved');
      insert into salons (id, name, address, owner_id) values
        ('00000000-0000-4000-8000-0000000000a1', 'With ranges', 'Tunis', '00000000-0000-4000-8000-000000000001'),
        ('00000000-0000-4000-8000-0000000000a2', 'Without', 'Sousse', '00000000-0000-4000-8000-000000000002');
      insert into employees (id, salon_id, full_name, position) values
        ('00000000-0000-4000-8000-0000000000e1', '00000000-0000-4000-8000-0000000000a1', 'Sonia Ben Ali', 'Coiffeuse'),
        ('00000000-0000-4000-8000-0000000000e2', '00000000-0000-4000-8000-0000000000a2', 'Amel Trabelsi', 'Coiffeuse');
      insert into availabilities (prestataire_id, weekday, start_time, end_time) values
        ('00000000-0000-4000-8000-000000000001', 1, '09:00', '12:00'),
        ('00000000-0000-4000-8000-000000000001', 1, '14:00', '17:00'),
        ('00000000-0000-4000-8000-000000000001', 0, '10:00', '13:00');
    `);

    await migrateDatabase(handle);

    const employees = await pglite.query<{ full_name: string; follows_salon_hours: boolean }>(
      'select full_name, follows_salon_hours from employees order by full_name',
    );
    expect(employees.rows).toEqual([
      { full_name: 'Amel Trabelsi', follows_salon_hours: true },
      { full_name: 'Sonia Ben Ali', follows_salon_hours: false },
    ]);
    const days = await pglite.query<{ day: string; start_time: string; end_time: string }>(
      'select day, start_time::text, end_time::text from employee_working_days order by day',
    );
    expect(days.rows).toEqual([
      { day: 'monday', start_time: '09:00:00', end_time: '17:00:00' },
      { day: 'sunday', start_time: '10:00:00', end_time: '13:00:00' },
    ]);
    const table = await pglite.query("select to_regclass('public.availabilities') as name");
    expect(table.rows).toEqual([{ name: null }]);
  });
});
