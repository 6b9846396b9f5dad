CREATE TABLE "salon_employee_month_stats" (
	"salon_id" uuid NOT NULL,
	"month" date NOT NULL,
	"employee_id" uuid NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"parts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "salon_employee_month_stats_salon_id_month_employee_id_pk" PRIMARY KEY("salon_id","month","employee_id")
);
--> statement-breakpoint
CREATE TABLE "salon_first_visit_months" (
	"salon_id" uuid NOT NULL,
	"month" date NOT NULL,
	"clients" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "salon_first_visit_months_salon_id_month_pk" PRIMARY KEY("salon_id","month")
);
--> statement-breakpoint
CREATE TABLE "salon_hour_month_stats" (
	"salon_id" uuid NOT NULL,
	"month" date NOT NULL,
	"weekday" smallint NOT NULL,
	"hour" smallint NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "salon_hour_month_stats_salon_id_month_weekday_hour_pk" PRIMARY KEY("salon_id","month","weekday","hour")
);
--> statement-breakpoint
CREATE TABLE "salon_month_stats" (
	"salon_id" uuid NOT NULL,
	"month" date NOT NULL,
	"status" text NOT NULL,
	"origin" text NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"identified" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "salon_month_stats_salon_id_month_status_origin_pk" PRIMARY KEY("salon_id","month","status","origin")
);
--> statement-breakpoint
CREATE TABLE "salon_service_month_stats" (
	"salon_id" uuid NOT NULL,
	"month" date NOT NULL,
	"service_name" text NOT NULL,
	"parts" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "salon_service_month_stats_salon_id_month_service_name_pk" PRIMARY KEY("salon_id","month","service_name")
);
--> statement-breakpoint
ALTER TABLE "salon_employee_month_stats" ADD CONSTRAINT "salon_employee_month_stats_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_first_visit_months" ADD CONSTRAINT "salon_first_visit_months_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_hour_month_stats" ADD CONSTRAINT "salon_hour_month_stats_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_month_stats" ADD CONSTRAINT "salon_month_stats_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_service_month_stats" ADD CONSTRAINT "salon_service_month_stats_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- hand-written (statistics by month)
-- The daily figures of 0031 added to their month as well, by the same functions in the same
-- transaction (decision 076): a long period reads its whole months from these tables and its partial
-- first and last months by day, so twelve months cost about the same for a busy salon as for a quiet
-- one. `month` is the first day of the salon's own calendar month of the day the row counts on.
CREATE OR REPLACE FUNCTION rdv_stats_booking(b bookings, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  local timestamp := b.start_time AT TIME ZONE (SELECT time_zone FROM salons WHERE id = b.salon_id);
  in_month date := date_trunc('month', local)::date;
  named integer := CASE WHEN b.salon_client_id IS NULL AND b.client_id IS NULL THEN 0 ELSE sign END;
  spent integer := sign * round(extract(epoch FROM b.end_time - b.start_time) / 60)::integer;
BEGIN
  INSERT INTO salon_day_stats AS t (salon_id, day, status, origin, bookings, identified, revenue, minutes)
  VALUES (b.salon_id, local::date, b.status, b.origin, sign, named, sign * b.service_price, spent)
  ON CONFLICT (salon_id, day, status, origin) DO UPDATE
    SET bookings = t.bookings + excluded.bookings, identified = t.identified + excluded.identified,
        revenue = t.revenue + excluded.revenue, minutes = t.minutes + excluded.minutes;
  INSERT INTO salon_month_stats AS t (salon_id, month, status, origin, bookings, identified, revenue, minutes)
  VALUES (b.salon_id, in_month, b.status, b.origin, sign, named, sign * b.service_price, spent)
  ON CONFLICT (salon_id, month, status, origin) DO UPDATE
    SET bookings = t.bookings + excluded.bookings, identified = t.identified + excluded.identified,
        revenue = t.revenue + excluded.revenue, minutes = t.minutes + excluded.minutes;
  IF rdv_stats_counted(b.status) THEN
    INSERT INTO salon_hour_stats AS t (salon_id, day, hour, bookings)
    VALUES (b.salon_id, local::date, extract(hour FROM local)::smallint, sign)
    ON CONFLICT (salon_id, day, hour) DO UPDATE SET bookings = t.bookings + excluded.bookings;
    INSERT INTO salon_hour_month_stats AS t (salon_id, month, weekday, hour, bookings)
    VALUES (b.salon_id, in_month, extract(isodow FROM local)::smallint, extract(hour FROM local)::smallint, sign)
    ON CONFLICT (salon_id, month, weekday, hour) DO UPDATE SET bookings = t.bookings + excluded.bookings;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rdv_stats_part(p booking_parts, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  local timestamp := p.start_time AT TIME ZONE (SELECT time_zone FROM salons WHERE id = p.salon_id);
  in_month date := date_trunc('month', local)::date;
  -- The pose is the employee's free time (decision 067): not booked minutes.
  busy integer := round(extract(epoch FROM (p.end_time - p.start_time)
                        - coalesce(p.pose_end - p.pose_start, interval '0')) / 60)::integer;
BEGIN
  IF p.employee_id IS NOT NULL THEN
    INSERT INTO salon_employee_day_stats AS t (salon_id, day, employee_id, minutes, parts)
    VALUES (p.salon_id, local::date, p.employee_id, sign * busy, sign)
    ON CONFLICT (salon_id, day, employee_id) DO UPDATE
      SET minutes = t.minutes + excluded.minutes, parts = t.parts + excluded.parts;
    INSERT INTO salon_employee_month_stats AS t (salon_id, month, employee_id, minutes, parts)
    VALUES (p.salon_id, in_month, p.employee_id, sign * busy, sign)
    ON CONFLICT (salon_id, month, employee_id) DO UPDATE
      SET minutes = t.minutes + excluded.minutes, parts = t.parts + excluded.parts;
  END IF;
  INSERT INTO salon_service_day_stats AS t (salon_id, day, service_name, parts, revenue)
  VALUES (p.salon_id, local::date, p.service_name, sign, sign * p.service_price)
  ON CONFLICT (salon_id, day, service_name) DO UPDATE
    SET parts = t.parts + excluded.parts, revenue = t.revenue + excluded.revenue;
  INSERT INTO salon_service_month_stats AS t (salon_id, month, service_name, parts, revenue)
  VALUES (p.salon_id, in_month, p.service_name, sign, sign * p.service_price)
  ON CONFLICT (salon_id, month, service_name) DO UPDATE
    SET parts = t.parts + excluded.parts, revenue = t.revenue + excluded.revenue;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rdv_stats_refresh_first(salon uuid, file uuid, account uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  key uuid := coalesce(file, account);
  first_start timestamptz;
  new_day date;
  old_day date;
BEGIN
  IF key IS NULL OR salon IS NULL THEN RETURN; END IF;
  IF file IS NOT NULL THEN
    SELECT min(start_time) INTO first_start FROM bookings
      WHERE salon_client_id = file AND salon_id = salon AND status = 'attended';
  ELSE
    SELECT min(start_time) INTO first_start FROM bookings
      WHERE client_id = account AND salon_client_id IS NULL AND salon_id = salon AND status = 'attended';
  END IF;
  new_day := (first_start AT TIME ZONE (SELECT time_zone FROM salons WHERE id = salon))::date;
  SELECT first_day INTO old_day FROM salon_client_firsts
    WHERE salon_id = salon AND client_key = key FOR UPDATE;
  IF old_day IS NOT DISTINCT FROM new_day THEN RETURN; END IF;
  IF old_day IS NOT NULL THEN
    UPDATE salon_first_visit_days SET clients = clients - 1 WHERE salon_id = salon AND day = old_day;
    UPDATE salon_first_visit_months SET clients = clients - 1
      WHERE salon_id = salon AND month = date_trunc('month', old_day::timestamp)::date;
  END IF;
  IF new_day IS NULL THEN
    DELETE FROM salon_client_firsts WHERE salon_id = salon AND client_key = key;
  ELSE
    INSERT INTO salon_client_firsts AS t (salon_id, client_key, first_day) VALUES (salon, key, new_day)
      ON CONFLICT (salon_id, client_key) DO UPDATE SET first_day = excluded.first_day;
    INSERT INTO salon_first_visit_days AS t (salon_id, day, clients) VALUES (salon, new_day, 1)
      ON CONFLICT (salon_id, day) DO UPDATE SET clients = t.clients + 1;
    INSERT INTO salon_first_visit_months AS t (salon_id, month, clients)
      VALUES (salon, date_trunc('month', new_day::timestamp)::date, 1)
      ON CONFLICT (salon_id, month) DO UPDATE SET clients = t.clients + 1;
  END IF;
END;
$$;
--> statement-breakpoint
-- The months of what is already counted by day, once: the daily tables are exact (0031 filled them
-- and the triggers kept them), and a month is the sum of its days.
INSERT INTO salon_month_stats (salon_id, month, status, origin, bookings, identified, revenue, minutes)
SELECT salon_id, date_trunc('month', day::timestamp)::date, status, origin, sum(bookings), sum(identified),
       sum(revenue), sum(minutes)
FROM salon_day_stats GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO salon_hour_month_stats (salon_id, month, weekday, hour, bookings)
SELECT salon_id, date_trunc('month', day::timestamp)::date, extract(isodow FROM day)::smallint, hour, sum(bookings)
FROM salon_hour_stats GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO salon_employee_month_stats (salon_id, month, employee_id, minutes, parts)
SELECT salon_id, date_trunc('month', day::timestamp)::date, employee_id, sum(minutes), sum(parts)
FROM salon_employee_day_stats GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO salon_service_month_stats (salon_id, month, service_name, parts, revenue)
SELECT salon_id, date_trunc('month', day::timestamp)::date, service_name, sum(parts), sum(revenue)
FROM salon_service_day_stats GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO salon_first_visit_months (salon_id, month, clients)
SELECT salon_id, date_trunc('month', day::timestamp)::date, sum(clients) FROM salon_first_visit_days GROUP BY 1, 2;
