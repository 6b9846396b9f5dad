CREATE TABLE "employee_absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_absences_kind_check" CHECK ("employee_absences"."kind" in ('absence','pause')),
	CONSTRAINT "employee_absences_times_check" CHECK ("employee_absences"."end_time" > "employee_absences"."start_time")
);
--> statement-breakpoint
CREATE TABLE "employee_services" (
	"employee_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "employee_services_employee_id_service_id_pk" PRIMARY KEY("employee_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "employee_working_days" (
	"employee_id" uuid NOT NULL,
	"day" text NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "employee_working_days_employee_id_day_pk" PRIMARY KEY("employee_id","day"),
	CONSTRAINT "employee_working_days_day_check" CHECK ("employee_working_days"."day" in ('monday','tuesday','wednesday','thursday','friday','saturday','sunday')),
	CONSTRAINT "employee_working_days_times_check" CHECK ("employee_working_days"."end_time" > "employee_working_days"."start_time")
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "follows_salon_hours" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "performs_all_services" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_absences" ADD CONSTRAINT "employee_absences_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_services" ADD CONSTRAINT "employee_services_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_services" ADD CONSTRAINT "employee_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_working_days" ADD CONSTRAINT "employee_working_days_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_absences_employee_time_idx" ON "employee_absences" USING btree ("employee_id","start_time");--> statement-breakpoint
CREATE INDEX "employee_services_service_idx" ON "employee_services" USING btree ("service_id");;--> statement-breakpoint
-- The owners' weekly availabilities become the working days of their salons' employees (decision
-- 043): per weekday, from the earliest start to the latest end; weekdays without one are days off.
UPDATE employees SET follows_salon_hours = false
  WHERE salon_id IN (SELECT s.id FROM salons s JOIN availabilities a ON a.prestataire_id = s.owner_id);--> statement-breakpoint
INSERT INTO employee_working_days (employee_id, day, start_time, end_time)
  SELECT e.id,
         (ARRAY['sunday','monday','tuesday','wednesday','thursday','friday','saturday'])[a.weekday + 1],
         min(a.start_time), max(a.end_time)
  FROM employees e
  JOIN salons s ON s.id = e.salon_id
  JOIN availabilities a ON a.prestataire_id = s.owner_id
  GROUP BY e.id, a.weekday;--> statement-breakpoint
DROP TABLE "availabilities" CASCADE;--> statement-breakpoint
-- Each employee takes one client at a time; a salon without employees (bookings without one) keeps
-- taking one client at a time as a whole (docs/product.md#double-booking).
ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap;--> statement-breakpoint
ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap_employee
  EXCLUDE USING gist (employee_id WITH =, tstzrange(start_time, end_time, '[)') WITH &&)
  WHERE (status IN ('pending', 'confirmed', 'modified') AND employee_id IS NOT NULL);--> statement-breakpoint
ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap_salon
  EXCLUDE USING gist (salon_id WITH =, tstzrange(start_time, end_time, '[)') WITH &&)
  WHERE (status IN ('pending', 'confirmed', 'modified') AND employee_id IS NULL);
