CREATE TABLE "booking_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"action" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_links_action_check" CHECK ("booking_links"."action" in ('confirm_attendance','cancel'))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "respond_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "remind_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "calendar" jsonb;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "cancellation_window_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "reminder_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "response_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_links_token_hash_idx" ON "booking_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "booking_links_booking_idx" ON "booking_links" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_respond_by_idx" ON "bookings" USING btree ("respond_by") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bookings_remind_at_idx" ON "bookings" USING btree ("remind_at") WHERE "bookings"."remind_at" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending','confirmed','refused','cancelled','modified','expired','attended','no_show'));--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_cancellation_window_check" CHECK ("salons"."cancellation_window_hours" between 0 and 72);--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_reminder_hours_check" CHECK ("salons"."reminder_hours" between 2 and 72);--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_response_hours_check" CHECK ("salons"."response_hours" between 1 and 48);--> statement-breakpoint
-- Requests waiting before this version get the default answer delay from their creation (at the
-- latest their start), and confirmed upcoming bookings the default reminder, when still ahead.
UPDATE "bookings" SET "respond_by" = least("created_at" + interval '24 hours', "start_time") WHERE "status" = 'pending';--> statement-breakpoint
UPDATE "bookings" SET "remind_at" = "start_time" - interval '24 hours' WHERE "status" = 'confirmed' AND "start_time" - interval '24 hours' > now();
