CREATE TABLE "one_tap_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"secret_hash" text NOT NULL,
	"booking_id" uuid,
	"answers" text NOT NULL,
	"phone" text,
	"channel" text,
	"salon_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_tap_links_answers_check" CHECK ("one_tap_links"."answers" in ('confirm_attendance','cancel','either')),
	CONSTRAINT "one_tap_links_message_check" CHECK (("one_tap_links"."answers" = 'either') = ("one_tap_links"."phone" is not null and "one_tap_links"."channel" is not null))
);
--> statement-breakpoint
ALTER TABLE "one_tap_links" ADD CONSTRAINT "one_tap_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_tap_links" ADD CONSTRAINT "one_tap_links_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "one_tap_links_secret_hash_idx" ON "one_tap_links" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "one_tap_links_booking_idx" ON "one_tap_links" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "one_tap_links_expires_idx" ON "one_tap_links" USING btree ("expires_at");--> statement-breakpoint
-- The two kinds of one-tap link become one table (decision 087): the reminder e-mails' links, then
-- the messages' short links, each with its id, hash, dates and use.
INSERT INTO "one_tap_links" ("id", "secret_hash", "booking_id", "answers", "expires_at", "used_at", "created_at")
SELECT "id", "token_hash", "booking_id", "action", "expires_at", "used_at", "created_at" FROM "booking_links";--> statement-breakpoint
INSERT INTO "one_tap_links" ("id", "secret_hash", "booking_id", "answers", "phone", "channel", "salon_id", "expires_at", "used_at", "created_at")
SELECT "id", "code_hash", "booking_id", 'either', "phone", "channel", "salon_id", "expires_at", "used_at", "created_at" FROM "message_links";
