CREATE TABLE "salon_client_firsts" (
	"salon_id" uuid NOT NULL,
	"client_key" uuid NOT NULL,
	"first_day" date NOT NULL,
	CONSTRAINT "salon_client_firsts_salon_id_client_key_pk" PRIMARY KEY("salon_id","client_key")
);
--> statement-breakpoint
CREATE TABLE "salon_day_stats" (
	"salon_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"origin" text NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"identified" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "salon_day_stats_salon_id_day_status_origin_pk" PRIMARY KEY("salon_id","day","status","origin")
);
--> statement-breakpoint
CREATE TABLE "salon_employee_day_stats" (
	"salon_id" uuid NOT NULL,
	"day" date NOT NULL,
	"employee_id" uuid NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"parts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "salon_employee_day_stats_salon_id_day_employee_id_pk" PRIMARY KEY("salon_id","day","employee_id")
);
--> statement-breakpoint
CREATE TABLE "salon_first_visit_days" (
	"salon_id" uuid NOT NULL,
	"day" date NOT NULL,
	"clients" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "salon_first_visit_days_salon_id_day_pk" PRIMARY KEY("salon_id","day")
);
--> statement-breakpoint
CREATE TABLE "salon_hour_stats" (
	"salon_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "salon_hour_stats_salon_id_day_hour_pk" PRIMARY KEY("salon_id","day","hour")
);
--> statement-breakpoint
CREATE TABLE "salon_service_day_stats" (
	"salon_id" uuid NOT NULL,
	"day" date NOT NULL,
	"service_name" text NOT NULL,
	"parts" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "salon_service_day_stats_salon_id_day_service_name_pk" PRIMARY KEY("salon_id","day","service_name")
);
--> statement-breakpoint
ALTER TABLE "salon_client_firsts" ADD CONSTRAINT "salon_client_firsts_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_day_stats" ADD CONSTRAINT "salon_day_stats_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_employee_day_stats" ADD CONSTRAINT "salon_employee_day_stats_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_first_visit_days" ADD CONSTRAINT "salon_first_visit_days_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_hour_stats" ADD CONSTRAINT "salon_hour_stats_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_service_day_stats" ADD CONSTRAINT "salon_service_day_stats_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written (statistics)
-- The statistics page's daily figures (decision 076), kept in the transaction of every write to
-- bookings and their parts, whatever path writes them: a period then costs its days, not the
-- salon's number of appointments. Days and hours are the salon's own (its time zone).
CREATE FUNCTION rdv_stats_counted(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status NOT IN ('cancelled', 'refused', 'expired')
$$;
--> statement-breakpoint
CREATE FUNCTION rdv_stats_booking(b bookings, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  local timestamp := b.start_time AT TIME ZONE (SELECT time_zone FROM salons WHERE id = b.salon_id);
BEGIN
  INSERT INTO salon_day_stats AS t (salon_id, day, status, origin, bookings, identified, revenue, minutes)
  VALUES (b.salon_id, local::date, b.status, b.origin, sign,
          CASE WHEN b.salon_client_id IS NULL AND b.client_id IS NULL THEN 0 ELSE sign END,
          sign * b.service_price,
          sign * round(extract(epoch FROM b.end_time - b.start_time) / 60)::integer)
  ON CONFLICT (salon_id, day, status, origin) DO UPDATE
    SET bookings = t.bookings + excluded.bookings, identified = t.identified + excluded.identified,
        revenue = t.revenue + excluded.revenue, minutes = t.minutes + excluded.minutes;
  IF rdv_stats_counted(b.status) THEN
    INSERT INTO salon_hour_stats AS t (salon_id, day, hour, bookings)
    VALUES (b.salon_id, local::date, extract(hour FROM local)::smallint, sign)
    ON CONFLICT (salon_id, day, hour) DO UPDATE SET bookings = t.bookings + excluded.bookings;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION rdv_stats_part(p booking_parts, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  local timestamp := p.start_time AT TIME ZONE (SELECT time_zone FROM salons WHERE id = p.salon_id);
  -- The pose is the employee's free time (decision 067): not booked minutes.
  busy integer := round(extract(epoch FROM (p.end_time - p.start_time)
                        - coalesce(p.pose_end - p.pose_start, interval '0')) / 60)::integer;
BEGIN
  IF p.employee_id IS NOT NULL THEN
    INSERT INTO salon_employee_day_stats AS t (salon_id, day, employee_id, minutes, parts)
    VALUES (p.salon_id, local::date, p.employee_id, sign * busy, sign)
    ON CONFLICT (salon_id, day, employee_id) DO UPDATE
      SET minutes = t.minutes + excluded.minutes, parts = t.parts + excluded.parts;
  END IF;
  INSERT INTO salon_service_day_stats AS t (salon_id, day, service_name, parts, revenue)
  VALUES (p.salon_id, local::date, p.service_name, sign, sign * p.service_price)
  ON CONFLICT (salon_id, day, service_name) DO UPDATE
    SET parts = t.parts + excluded.parts, revenue = t.revenue + excluded.revenue;
END;
$$;
--> statement-breakpoint
-- A client's first visit marked "Honoré" at a salon, from that client's own bookings (their file's,
-- else their account's, each read from its index), and the day counter it moves.
CREATE FUNCTION rdv_stats_refresh_first(salon uuid, file uuid, account uuid) RETURNS void LANGUAGE plpgsql AS $$
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
  END IF;
  IF new_day IS NULL THEN
    DELETE FROM salon_client_firsts WHERE salon_id = salon AND client_key = key;
  ELSE
    INSERT INTO salon_client_firsts AS t (salon_id, client_key, first_day) VALUES (salon, key, new_day)
      ON CONFLICT (salon_id, client_key) DO UPDATE SET first_day = excluded.first_day;
    INSERT INTO salon_first_visit_days AS t (salon_id, day, clients) VALUES (salon, new_day, 1)
      ON CONFLICT (salon_id, day) DO UPDATE SET clients = t.clients + 1;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION rdv_booking_stats_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  part booking_parts;
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM rdv_stats_booking(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM rdv_stats_booking(NEW, 1); END IF;
  -- The parts count while their booking does: a cancellation takes them off, whatever path.
  IF TG_OP = 'UPDATE' AND rdv_stats_counted(OLD.status) <> rdv_stats_counted(NEW.status) THEN
    FOR part IN SELECT * FROM booking_parts WHERE booking_id = NEW.id LOOP
      PERFORM rdv_stats_part(part, CASE WHEN rdv_stats_counted(NEW.status) THEN 1 ELSE -1 END);
    END LOOP;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.status = 'attended' THEN
    PERFORM rdv_stats_refresh_first(OLD.salon_id, OLD.salon_client_id, OLD.client_id);
  END IF;
  IF TG_OP <> 'DELETE' AND (NEW.status = 'attended' OR (TG_OP = 'UPDATE' AND OLD.status = 'attended'))
     AND (TG_OP = 'INSERT' OR OLD.salon_id IS DISTINCT FROM NEW.salon_id
          OR OLD.salon_client_id IS DISTINCT FROM NEW.salon_client_id
          OR OLD.client_id IS DISTINCT FROM NEW.client_id OR OLD.status <> 'attended') THEN
    PERFORM rdv_stats_refresh_first(NEW.salon_id, NEW.salon_client_id, NEW.client_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Before the row goes: the parts are still there (their cascade comes after), and their own trigger
-- will no longer find their booking.
CREATE FUNCTION rdv_booking_stats_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  part booking_parts;
BEGIN
  IF rdv_stats_counted(OLD.status) THEN
    FOR part IN SELECT * FROM booking_parts WHERE booking_id = OLD.id LOOP
      PERFORM rdv_stats_part(part, -1);
    END LOOP;
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION rdv_part_stats_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  booking_status text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT status INTO booking_status FROM bookings WHERE id = OLD.booking_id;
    IF FOUND AND rdv_stats_counted(booking_status) THEN PERFORM rdv_stats_part(OLD, -1); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT status INTO booking_status FROM bookings WHERE id = NEW.booking_id;
    IF FOUND AND rdv_stats_counted(booking_status) THEN PERFORM rdv_stats_part(NEW, 1); END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_stats_insert_delete AFTER INSERT OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION rdv_booking_stats_changed();
--> statement-breakpoint
CREATE TRIGGER bookings_stats_update AFTER UPDATE ON bookings
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.start_time IS DISTINCT FROM NEW.start_time
    OR OLD.end_time IS DISTINCT FROM NEW.end_time OR OLD.salon_id IS DISTINCT FROM NEW.salon_id
    OR OLD.origin IS DISTINCT FROM NEW.origin OR OLD.service_price IS DISTINCT FROM NEW.service_price
    OR OLD.salon_client_id IS DISTINCT FROM NEW.salon_client_id OR OLD.client_id IS DISTINCT FROM NEW.client_id)
  EXECUTE FUNCTION rdv_booking_stats_changed();
--> statement-breakpoint
CREATE TRIGGER bookings_stats_before_delete BEFORE DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION rdv_booking_stats_deleting();
--> statement-breakpoint
CREATE TRIGGER booking_parts_stats_insert_delete AFTER INSERT OR DELETE ON booking_parts
  FOR EACH ROW EXECUTE FUNCTION rdv_part_stats_changed();
--> statement-breakpoint
CREATE TRIGGER booking_parts_stats_update AFTER UPDATE ON booking_parts
  FOR EACH ROW WHEN (OLD.employee_id IS DISTINCT FROM NEW.employee_id OR OLD.start_time IS DISTINCT FROM NEW.start_time
    OR OLD.end_time IS DISTINCT FROM NEW.end_time OR OLD.pose_start IS DISTINCT FROM NEW.pose_start
    OR OLD.pose_end IS DISTINCT FROM NEW.pose_end OR OLD.service_name IS DISTINCT FROM NEW.service_name
    OR OLD.service_price IS DISTINCT FROM NEW.service_price OR OLD.salon_id IS DISTINCT FROM NEW.salon_id)
  EXECUTE FUNCTION rdv_part_stats_changed();
--> statement-breakpoint
-- What was booked before this migration, once.
INSERT INTO salon_day_stats (salon_id, day, status, origin, bookings, identified, revenue, minutes)
SELECT b.salon_id, (b.start_time AT TIME ZONE s.time_zone)::date, b.status, b.origin, count(*),
       count(*) FILTER (WHERE b.salon_client_id IS NOT NULL OR b.client_id IS NOT NULL),
       sum(b.service_price), sum(round(extract(epoch FROM b.end_time - b.start_time) / 60))::integer
FROM bookings b JOIN salons s ON s.id = b.salon_id
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO salon_hour_stats (salon_id, day, hour, bookings)
SELECT b.salon_id, (b.start_time AT TIME ZONE s.time_zone)::date,
       extract(hour FROM b.start_time AT TIME ZONE s.time_zone)::smallint, count(*)
FROM bookings b JOIN salons s ON s.id = b.salon_id
WHERE rdv_stats_counted(b.status)
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO salon_employee_day_stats (salon_id, day, employee_id, minutes, parts)
SELECT p.salon_id, (p.start_time AT TIME ZONE s.time_zone)::date, p.employee_id,
       sum(round(extract(epoch FROM (p.end_time - p.start_time)
                 - coalesce(p.pose_end - p.pose_start, interval '0')) / 60))::integer, count(*)
FROM booking_parts p JOIN bookings b ON b.id = p.booking_id JOIN salons s ON s.id = p.salon_id
WHERE p.employee_id IS NOT NULL AND rdv_stats_counted(b.status)
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO salon_service_day_stats (salon_id, day, service_name, parts, revenue)
SELECT p.salon_id, (p.start_time AT TIME ZONE s.time_zone)::date, p.service_name, count(*), sum(p.service_price)
FROM booking_parts p JOIN bookings b ON b.id = p.booking_id JOIN salons s ON s.id = p.salon_id
WHERE rdv_stats_counted(b.status)
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO salon_client_firsts (salon_id, client_key, first_day)
SELECT b.salon_id, coalesce(b.salon_client_id, b.client_id), (min(b.start_time) AT TIME ZONE min(s.time_zone))::date
FROM bookings b JOIN salons s ON s.id = b.salon_id
WHERE b.status = 'attended' AND coalesce(b.salon_client_id, b.client_id) IS NOT NULL
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO salon_first_visit_days (salon_id, day, clients)
SELECT salon_id, first_day, count(*) FROM salon_client_firsts GROUP BY 1, 2;
