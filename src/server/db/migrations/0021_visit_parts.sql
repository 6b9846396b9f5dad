CREATE TABLE "booking_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"salon_id" uuid NOT NULL,
	"employee_id" uuid,
	"service_id" uuid,
	"service_name" text NOT NULL,
	"service_price" numeric(10, 2) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"pose_start" timestamp with time zone,
	"pose_end" timestamp with time zone,
	"busy_end" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_parts_times_check" CHECK ("booking_parts"."end_time" > "booking_parts"."start_time" and "booking_parts"."busy_end" >= "booking_parts"."end_time"),
	CONSTRAINT "booking_parts_pose_check" CHECK (("booking_parts"."pose_start" is null and "booking_parts"."pose_end" is null) or ("booking_parts"."pose_start" > "booking_parts"."start_time" and "booking_parts"."pose_end" > "booking_parts"."pose_start" and "booking_parts"."pose_end" < "booking_parts"."end_time"))
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "cleanup_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "active_before_minutes" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "pose_minutes" integer;--> statement-breakpoint
ALTER TABLE "booking_parts" ADD CONSTRAINT "booking_parts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_parts" ADD CONSTRAINT "booking_parts_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_parts" ADD CONSTRAINT "booking_parts_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_parts_booking_position_idx" ON "booking_parts" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "booking_parts_salon_start_idx" ON "booking_parts" USING btree ("salon_id","start_time") WHERE "booking_parts"."active";--> statement-breakpoint
CREATE INDEX "booking_parts_employee_start_idx" ON "booking_parts" USING btree ("employee_id","start_time") WHERE "booking_parts"."active";--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_cleanup_check" CHECK ("services"."cleanup_minutes" >= 0 and "services"."cleanup_minutes" <= 120);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_processing_check" CHECK (("services"."active_before_minutes" is null and "services"."pose_minutes" is null) or ("services"."active_before_minutes" > 0 and "services"."pose_minutes" > 0 and "services"."active_before_minutes" + "services"."pose_minutes" < "services"."duration"));--> statement-breakpoint
-- Written by hand from here (docs/ARCHITECTURE.md#triggers-and-sql-functions).
-- A part's employee must work in the part's salon; removing an employee keeps the part, as bookings.
ALTER TABLE booking_parts ADD CONSTRAINT booking_parts_employee_in_salon_fk
  FOREIGN KEY (employee_id, salon_id) REFERENCES employees (id, salon_id) ON DELETE SET NULL (employee_id);--> statement-breakpoint
-- Every booking so far is a visit of one part, its whole time busy.
INSERT INTO booking_parts (booking_id, position, salon_id, employee_id, service_id, service_name, service_price,
                           start_time, end_time, busy_end, active)
  SELECT id, 0, salon_id, employee_id, service_id, service_name, service_price, start_time, end_time, end_time,
         status IN ('pending', 'confirmed', 'modified')
  FROM bookings;--> statement-breakpoint
-- The no-overlap rule moves to the parts: an employee's busy time is the part's time up to the end of
-- its cleanup, less its pose; parts naming no employee (a salon without a team) take the whole salon.
ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap_employee;--> statement-breakpoint
ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap_salon;--> statement-breakpoint
ALTER TABLE booking_parts ADD CONSTRAINT booking_parts_no_overlap_employee
  EXCLUDE USING gist (employee_id WITH =, (CASE WHEN pose_start IS NULL
      THEN tstzmultirange(tstzrange(start_time, busy_end, '[)'))
      ELSE tstzmultirange(tstzrange(start_time, pose_start, '[)'), tstzrange(pose_end, busy_end, '[)')) END) WITH &&)
  WHERE (active AND employee_id IS NOT NULL);--> statement-breakpoint
ALTER TABLE booking_parts ADD CONSTRAINT booking_parts_no_overlap_salon
  EXCLUDE USING gist (salon_id WITH =, (CASE WHEN pose_start IS NULL
      THEN tstzmultirange(tstzrange(start_time, busy_end, '[)'))
      ELSE tstzmultirange(tstzrange(start_time, pose_start, '[)'), tstzrange(pose_end, busy_end, '[)')) END) WITH &&)
  WHERE (active AND employee_id IS NULL);--> statement-breakpoint
-- A part is active while its booking is (pending, confirmed, modified): set when the part is written,
-- followed when the booking's status changes.
CREATE FUNCTION rdv_booking_part_active() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.active := EXISTS (SELECT 1 FROM bookings b WHERE b.id = NEW.booking_id
                        AND b.status IN ('pending', 'confirmed', 'modified'));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER booking_parts_active_on_insert BEFORE INSERT ON booking_parts
  FOR EACH ROW EXECUTE FUNCTION rdv_booking_part_active();--> statement-breakpoint
CREATE FUNCTION rdv_booking_parts_follow_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE booking_parts SET active = (NEW.status IN ('pending', 'confirmed', 'modified'))
    WHERE booking_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER booking_parts_follow_booking AFTER UPDATE OF status ON bookings
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION rdv_booking_parts_follow_status();
