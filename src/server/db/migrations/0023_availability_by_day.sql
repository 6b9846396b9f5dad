ALTER TABLE "availability_queue" ADD COLUMN "days" datemultirange;--> statement-breakpoint
CREATE INDEX "availability_builds_built_for_idx" ON "availability_builds" USING btree ("built_for","salon_id");--> statement-breakpoint
-- A change every day depends on queues the whole salon: a days entry becomes whole.
CREATE OR REPLACE FUNCTION rdv_queue_availability(target uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO availability_queue (salon_id)
  SELECT target WHERE target IS NOT NULL AND EXISTS (SELECT 1 FROM salons WHERE id = target)
  ON CONFLICT (salon_id) DO UPDATE SET queued_at = clock_timestamp(), days = NULL;
$$;
--> statement-breakpoint
-- A booking or an absence queues the salon's dates from `first_at` to `last_at` only, added to the
-- days already queued; a whole salon queued stays whole (NULL + days is NULL).
CREATE FUNCTION rdv_queue_availability_days(target uuid, first_at timestamptz, last_at timestamptz)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO availability_queue (salon_id, days)
  SELECT s.id, datemultirange(daterange((first_at AT TIME ZONE s.time_zone)::date,
                                        (last_at AT TIME ZONE s.time_zone)::date, '[]'))
  FROM salons s WHERE s.id = target AND first_at <= last_at
  ON CONFLICT (salon_id) DO UPDATE
    SET queued_at = clock_timestamp(), days = availability_queue.days + excluded.days;
$$;
--> statement-breakpoint
-- A booking's days: from its start to its end plus the longest cleanup (two hours, CLEANUP_MAX_MINUTES),
-- which can reach past midnight. Its old days and its new ones when it moves.
CREATE FUNCTION rdv_booking_days_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM rdv_queue_availability_days(OLD.salon_id, OLD.start_time, OLD.end_time + interval '2 hours');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM rdv_queue_availability_days(NEW.salon_id, NEW.start_time, NEW.end_time + interval '2 hours');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION rdv_absence_days_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM rdv_queue_availability_days((SELECT salon_id FROM employees WHERE id = OLD.employee_id),
                                        OLD.start_time, OLD.end_time);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM rdv_queue_availability_days((SELECT salon_id FROM employees WHERE id = NEW.employee_id),
                                        NEW.start_time, NEW.end_time);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER bookings_queue_availability ON bookings;
--> statement-breakpoint
CREATE TRIGGER bookings_queue_availability AFTER INSERT OR UPDATE OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION rdv_booking_days_changed();
--> statement-breakpoint
DROP TRIGGER employee_absences_queue_availability ON employee_absences;
--> statement-breakpoint
CREATE TRIGGER employee_absences_queue_availability AFTER INSERT OR UPDATE OR DELETE ON employee_absences
  FOR EACH ROW EXECUTE FUNCTION rdv_absence_days_changed();
--> statement-breakpoint
-- A weekday's hours (the salon's, or an employee's schedule) queue that weekday's dates only, over
-- the next three weeks in the salon's zone: more than the days kept ready (AVAILABILITY_DAYS), which
-- the worker keeps of them.
CREATE FUNCTION rdv_queue_availability_weekday(target uuid, weekday text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO availability_queue (salon_id, days)
  SELECT s.id, range_agg(daterange(d::date, d::date, '[]'))
  FROM salons s
  CROSS JOIN LATERAL generate_series((now() AT TIME ZONE s.time_zone)::date,
                                     (now() AT TIME ZONE s.time_zone)::date + 20, interval '1 day') d
  WHERE s.id = target AND trim(to_char(d, 'day')) = weekday
  GROUP BY s.id
  ON CONFLICT (salon_id) DO UPDATE
    SET queued_at = clock_timestamp(), days = availability_queue.days + excluded.days;
$$;
--> statement-breakpoint
CREATE FUNCTION rdv_hours_days_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM rdv_queue_availability_weekday(OLD.salon_id, OLD.day); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM rdv_queue_availability_weekday(NEW.salon_id, NEW.day); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION rdv_working_day_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM rdv_queue_availability_weekday((SELECT salon_id FROM employees WHERE id = OLD.employee_id), OLD.day);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM rdv_queue_availability_weekday((SELECT salon_id FROM employees WHERE id = NEW.employee_id), NEW.day);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER opening_hours_queue_availability ON opening_hours;
--> statement-breakpoint
CREATE TRIGGER opening_hours_queue_availability AFTER INSERT OR UPDATE OR DELETE ON opening_hours
  FOR EACH ROW EXECUTE FUNCTION rdv_hours_days_changed();
--> statement-breakpoint
DROP TRIGGER employee_working_days_queue_availability ON employee_working_days;
--> statement-breakpoint
CREATE TRIGGER employee_working_days_queue_availability AFTER INSERT OR UPDATE OR DELETE ON employee_working_days
  FOR EACH ROW EXECUTE FUNCTION rdv_working_day_changed();
