import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../src/server/db/client';
import { AVAILABILITY_DAYS } from '../../src/shared/availability';

/**
 * A live marketplace's day-to-day in the proportions measured from outside at 100,000 salons
 * (2 to 4 employees a salon, 26 bookings and about 58 availability rows each), for the salons
 * `salons` selects (aliased `s`) and every one of their services, in a few bulk statements:
 * - employees: 2 to 4 per salon;
 * - bookings, each with its part: 20 past (one a day, one in ten cancelled) and 6 upcoming (every
 *   other day), at 10:00 with the salon's first service, by its first or second employee;
 * - availability rows as the worker leaves them: a 30-minute grid of starts from 09:00 to closing
 *   (18:00) for each service and package, on the open days of the window, one salon-day in ten full.
 * Rows stand for what the worker computes (their cost, not their exact slots). Run with triggers off
 * (session_replication_role = replica), which is why the parts' `active` is written here.
 */
export async function insertBulkActivity(
  executor: Executor,
  options: { salons: SQL; clientId: string; today: string },
) {
  const { salons, clientId, today } = options;
  await executor.execute(sql`
    insert into employees (salon_id, full_name, position, created_at)
    select s.id, 'Employée ' || k, 'Coiffeuse', now() + k * interval '1 millisecond'
    from salons s, generate_series(1, 4) k
    where ${salons} and k <= 2 + abs(hashtext(s.id::text)) % 3`);
  await executor.execute(sql`
    with first_service as (
      select distinct on (salon_id) salon_id, id, name, price, duration from services order by salon_id, id
    ), staff as (
      select salon_id, id, row_number() over (partition by salon_id order by created_at, id) as n from employees
    ), made as (
      insert into bookings (client_id, prestataire_id, salon_id, service_id, service_name, service_price,
        employee_id, status, start_time, end_time)
      select ${clientId}, s.owner_id, s.id, f.id, f.name, f.price, e.id,
        case when k > 20 then 'confirmed' when k % 10 = 0 then 'cancelled' else 'attended' end,
        ((${today}::date + case when k <= 20 then -k else (k - 20) * 2 end) + time '10:00') at time zone 'Africa/Tunis',
        ((${today}::date + case when k <= 20 then -k else (k - 20) * 2 end) + time '10:00') at time zone 'Africa/Tunis'
          + f.duration * interval '1 minute'
      from salons s
      cross join generate_series(1, 26) k
      join first_service f on f.salon_id = s.id
      join staff e on e.salon_id = s.id and e.n = 1 + k % 2
      where ${salons}
      returning id, salon_id, employee_id, service_id, service_name, service_price, start_time, end_time, status
    )
    insert into booking_parts (booking_id, position, salon_id, employee_id, service_id, service_name,
      service_price, start_time, end_time, busy_end, active)
    select id, 0, salon_id, employee_id, service_id, service_name, service_price, start_time, end_time,
      end_time, status in ('pending', 'confirmed', 'modified')
    from made`);
  const grid = sql`
    select d.day, m.minutes, array_agg(g order by g) as starts
    from generate_series(0, ${AVAILABILITY_DAYS - 1}) i
    cross join lateral (select ${today}::date + i as day) d
    cross join (select distinct duration as minutes from services) m
    cross join lateral generate_series((d.day + time '09:00') at time zone 'Africa/Tunis',
      (d.day + time '18:00') at time zone 'Africa/Tunis' - m.minutes * interval '1 minute',
      interval '30 minutes') g
    where extract(isodow from d.day) <> 7
    group by d.day, m.minutes`;
  await executor.execute(sql`
    with grid as (${grid})
    insert into salon_availability (salon_id, service_id, day, starts, last_start, service_search_name,
      service_categories)
    select v.salon_id, v.id, g.day, g.starts, g.starts[array_length(g.starts, 1)], v.search_name, v.categories
    from services v
    join salons s on s.id = v.salon_id
    join grid g on g.minutes = v.duration
    where ${salons} and abs(hashtext(v.salon_id::text || g.day::text)) % 10 <> 0`);
  // A package's rows on the grid of its first service.
  await executor.execute(sql`
    with grid as (${grid})
    insert into package_availability (salon_id, package_id, day, starts, last_start, package_search_name)
    select p.salon_id, p.id, g.day, g.starts, g.starts[array_length(g.starts, 1)], p.search_name
    from service_packages p
    join salons s on s.id = p.salon_id
    join service_package_items i on i.package_id = p.id and i.position = 0
    join services v on v.id = i.service_id
    join grid g on g.minutes = v.duration
    where ${salons} and abs(hashtext(p.salon_id::text || g.day::text)) % 10 <> 0`);
}
