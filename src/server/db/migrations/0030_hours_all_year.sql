CREATE TABLE "employee_special_period_days" (
	"employee_id" uuid NOT NULL,
	"period_id" uuid NOT NULL,
	"day" text NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "employee_special_period_days_employee_id_period_id_day_pk" PRIMARY KEY("employee_id","period_id","day"),
	CONSTRAINT "employee_special_period_days_times_check" CHECK ("employee_special_period_days"."end_time" > "employee_special_period_days"."start_time")
);
--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_holidays_dates_check" CHECK ("public_holidays"."end_date" >= "public_holidays"."start_date"),
	CONSTRAINT "public_holidays_status_check" CHECK ("public_holidays"."status" in ('provisional', 'confirmed'))
);
--> statement-breakpoint
CREATE TABLE "salon_holiday_choices" (
	"salon_id" uuid NOT NULL,
	"holiday_id" uuid NOT NULL,
	"choice" text NOT NULL,
	"open_time" time,
	"close_time" time,
	"has_lunch_break" boolean DEFAULT false NOT NULL,
	"lunch_break_start" time,
	"lunch_break_end" time,
	CONSTRAINT "salon_holiday_choices_salon_id_holiday_id_pk" PRIMARY KEY("salon_id","holiday_id"),
	CONSTRAINT "salon_holiday_choices_choice_check" CHECK ("salon_holiday_choices"."choice" in ('closed', 'open', 'special')),
	CONSTRAINT "salon_holiday_choices_special_check" CHECK ("salon_holiday_choices"."choice" <> 'special' or ("salon_holiday_choices"."open_time" is not null and "salon_holiday_choices"."close_time" > "salon_holiday_choices"."open_time"))
);
--> statement-breakpoint
CREATE TABLE "salon_special_period_days" (
	"period_id" uuid NOT NULL,
	"day" text NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"open_time" time NOT NULL,
	"close_time" time NOT NULL,
	"has_lunch_break" boolean DEFAULT false NOT NULL,
	"lunch_break_start" time,
	"lunch_break_end" time,
	CONSTRAINT "salon_special_period_days_period_id_day_pk" PRIMARY KEY("period_id","day"),
	CONSTRAINT "salon_special_period_days_times_check" CHECK ("salon_special_period_days"."is_closed" or "salon_special_period_days"."close_time" > "salon_special_period_days"."open_time"),
	CONSTRAINT "salon_special_period_days_break_check" CHECK (not "salon_special_period_days"."has_lunch_break" or ("salon_special_period_days"."lunch_break_start" is not null and "salon_special_period_days"."lunch_break_end" > "salon_special_period_days"."lunch_break_start"))
);
--> statement-breakpoint
CREATE TABLE "salon_special_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salon_special_periods_dates_check" CHECK ("salon_special_periods"."end_date" >= "salon_special_periods"."start_date")
);
--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "friday_break_start" time;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "friday_break_end" time;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "friday_break" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_special_period_days" ADD CONSTRAINT "employee_special_period_days_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_special_period_days" ADD CONSTRAINT "employee_special_period_days_period_id_salon_special_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."salon_special_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_holiday_choices" ADD CONSTRAINT "salon_holiday_choices_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_holiday_choices" ADD CONSTRAINT "salon_holiday_choices_holiday_id_public_holidays_id_fk" FOREIGN KEY ("holiday_id") REFERENCES "public"."public_holidays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_special_period_days" ADD CONSTRAINT "salon_special_period_days_period_id_salon_special_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."salon_special_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_special_periods" ADD CONSTRAINT "salon_special_periods_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_special_period_days_period_idx" ON "employee_special_period_days" USING btree ("period_id");--> statement-breakpoint
CREATE INDEX "public_holidays_end_idx" ON "public_holidays" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "salon_holiday_choices_holiday_idx" ON "salon_holiday_choices" USING btree ("holiday_id");--> statement-breakpoint
CREATE INDEX "salon_special_periods_salon_end_idx" ON "salon_special_periods" USING btree ("salon_id","end_date");--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_friday_break_check" CHECK (("salons"."friday_break_start" is null and "salons"."friday_break_end" is null) or "salons"."friday_break_end" > "salons"."friday_break_start");--> statement-breakpoint
-- A salon's dates from `first_day` to `last_day` queued for its availability (decision 077), added
-- to the days already queued, as a booking's are (0023).
CREATE FUNCTION rdv_queue_availability_dates(target uuid, first_day date, last_day date)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO availability_queue (salon_id, days)
  SELECT s.id, datemultirange(daterange(first_day, last_day, '[]'))
  FROM salons s WHERE s.id = target AND first_day <= last_day
  ON CONFLICT (salon_id) DO UPDATE
    SET queued_at = clock_timestamp(), days = availability_queue.days + excluded.days;
$$;
--> statement-breakpoint
CREATE FUNCTION rdv_special_period_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM rdv_queue_availability_dates(OLD.salon_id, OLD.start_date, OLD.end_date); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM rdv_queue_availability_dates(NEW.salon_id, NEW.start_date, NEW.end_date); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER salon_special_periods_queue_availability AFTER INSERT OR UPDATE OR DELETE ON salon_special_periods
  FOR EACH ROW EXECUTE FUNCTION rdv_special_period_changed();
--> statement-breakpoint
-- A period's days, its own or an employee's: the period's dates (a deleted period's rows go with it,
-- and its own trigger queued them).
CREATE FUNCTION rdv_special_period_day_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  period salon_special_periods%ROWTYPE;
BEGIN
  SELECT * INTO period FROM salon_special_periods
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.period_id ELSE NEW.period_id END;
  IF FOUND THEN PERFORM rdv_queue_availability_dates(period.salon_id, period.start_date, period.end_date); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER salon_special_period_days_queue_availability AFTER INSERT OR UPDATE OR DELETE ON salon_special_period_days
  FOR EACH ROW EXECUTE FUNCTION rdv_special_period_day_changed();
--> statement-breakpoint
CREATE TRIGGER employee_special_period_days_queue_availability AFTER INSERT OR UPDATE OR DELETE ON employee_special_period_days
  FOR EACH ROW EXECUTE FUNCTION rdv_special_period_day_changed();
--> statement-breakpoint
CREATE FUNCTION rdv_holiday_choice_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  holiday public_holidays%ROWTYPE;
BEGIN
  SELECT * INTO holiday FROM public_holidays
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.holiday_id ELSE NEW.holiday_id END;
  IF FOUND THEN
    PERFORM rdv_queue_availability_dates(CASE WHEN TG_OP = 'DELETE' THEN OLD.salon_id ELSE NEW.salon_id END,
      holiday.start_date, holiday.end_date);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER salon_holiday_choices_queue_availability AFTER INSERT OR UPDATE OR DELETE ON salon_holiday_choices
  FOR EACH ROW EXECUTE FUNCTION rdv_holiday_choice_changed();
--> statement-breakpoint
-- Tunisia's public holidays (décret 2021-223: the Revolution is 17 December, 14 January is no longer
-- one); the Islamic dates of 2027 are provisional until an admin confirms them.
INSERT INTO public_holidays (name, start_date, end_date, status) VALUES
  ('Jour de l’an', '2026-01-01', '2026-01-01', 'confirmed'),
  ('Aïd el-Fitr', '2026-03-20', '2026-03-21', 'confirmed'),
  ('Fête de l’indépendance', '2026-03-20', '2026-03-20', 'confirmed'),
  ('Journée des martyrs', '2026-04-09', '2026-04-09', 'confirmed'),
  ('Fête du travail', '2026-05-01', '2026-05-01', 'confirmed'),
  ('Aïd el-Idha', '2026-05-27', '2026-05-28', 'confirmed'),
  ('Ras el-Am el-Hejri', '2026-06-16', '2026-06-16', 'confirmed'),
  ('Fête de la République', '2026-07-25', '2026-07-25', 'confirmed'),
  ('Fête de la femme', '2026-08-13', '2026-08-13', 'confirmed'),
  ('Mouled', '2026-08-25', '2026-08-25', 'confirmed'),
  ('Fête de l’évacuation', '2026-10-15', '2026-10-15', 'confirmed'),
  ('Fête de la révolution', '2026-12-17', '2026-12-17', 'confirmed'),
  ('Jour de l’an', '2027-01-01', '2027-01-01', 'confirmed'),
  ('Aïd el-Fitr', '2027-03-10', '2027-03-11', 'provisional'),
  ('Fête de l’indépendance', '2027-03-20', '2027-03-20', 'confirmed'),
  ('Journée des martyrs', '2027-04-09', '2027-04-09', 'confirmed'),
  ('Fête du travail', '2027-05-01', '2027-05-01', 'confirmed'),
  ('Aïd el-Idha', '2027-05-16', '2027-05-17', 'provisional'),
  ('Ras el-Am el-Hejri', '2027-06-06', '2027-06-06', 'provisional'),
  ('Fête de la République', '2027-07-25', '2027-07-25', 'confirmed'),
  ('Fête de la femme', '2027-08-13', '2027-08-13', 'confirmed'),
  ('Mouled', '2027-08-15', '2027-08-15', 'provisional'),
  ('Fête de l’évacuation', '2027-10-15', '2027-10-15', 'confirmed'),
  ('Fête de la révolution', '2027-12-17', '2027-12-17', 'confirmed');
--> statement-breakpoint
-- Every public salon's free times are rebuilt once with its holidays closed.
INSERT INTO availability_queue (salon_id) SELECT id FROM salons WHERE is_approved
  ON CONFLICT (salon_id) DO UPDATE SET queued_at = clock_timestamp(), days = NULL;
--> statement-breakpoint
-- A holiday added, moved or removed changes every public salon's days: one statement queues them all.
CREATE FUNCTION rdv_holiday_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO availability_queue (salon_id, days)
  SELECT s.id, datemultirange(VARIADIC array_remove(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN daterange(OLD.start_date, OLD.end_date, '[]') END,
      CASE WHEN TG_OP <> 'DELETE' THEN daterange(NEW.start_date, NEW.end_date, '[]') END], NULL))
  FROM salons s WHERE s.is_approved
  ON CONFLICT (salon_id) DO UPDATE
    SET queued_at = clock_timestamp(), days = availability_queue.days + excluded.days;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER public_holidays_queue_availability AFTER INSERT OR DELETE OR UPDATE OF start_date, end_date ON public_holidays
  FOR EACH ROW EXECUTE FUNCTION rdv_holiday_changed();
--> statement-breakpoint
CREATE TRIGGER salons_friday_break_queue_availability AFTER UPDATE OF friday_break_start, friday_break_end ON salons
  FOR EACH ROW EXECUTE FUNCTION rdv_salon_row_changed();
