CREATE TABLE "message_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"booking_id" uuid,
	"phone" text NOT NULL,
	"channel" text NOT NULL,
	"salon_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_opt_outs" (
	"phone" text NOT NULL,
	"channel" text NOT NULL,
	"salon_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_opt_outs_phone_channel_pk" PRIMARY KEY("phone","channel"),
	CONSTRAINT "message_opt_outs_channel_check" CHECK ("message_opt_outs"."channel" in ('sms','whatsapp'))
);
--> statement-breakpoint
CREATE TABLE "message_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"to_phone" text NOT NULL,
	"template" text NOT NULL,
	"body" text NOT NULL,
	"params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"booking_id" uuid,
	"salon_id" uuid,
	"state" text DEFAULT 'pending' NOT NULL,
	"failure" text,
	"fallback" jsonb,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"last_error" text,
	"provider" text,
	"provider_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "message_outbox_channel_check" CHECK ("message_outbox"."channel" in ('sms','whatsapp')),
	CONSTRAINT "message_outbox_state_check" CHECK ("message_outbox"."state" in ('pending','sent','delivered','read','failed')),
	CONSTRAINT "message_outbox_failure_check" CHECK ("message_outbox"."failure" is null or "message_outbox"."failure" in ('unreachable','refused','cap','opted_out'))
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sms_follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "salon_clients" ADD COLUMN "whatsapp_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "sms_monthly_cap" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "sms_cap_told_month" text;--> statement-breakpoint
ALTER TABLE "message_links" ADD CONSTRAINT "message_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_links" ADD CONSTRAINT "message_links_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_opt_outs" ADD CONSTRAINT "message_opt_outs_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_links_code_hash_idx" ON "message_links" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "message_links_booking_idx" ON "message_links" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "message_links_expires_idx" ON "message_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "message_outbox_due_idx" ON "message_outbox" USING btree ("next_attempt_at") WHERE "message_outbox"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "message_outbox_booking_idx" ON "message_outbox" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "message_outbox_salon_month_idx" ON "message_outbox" USING btree ("salon_id","created_at") WHERE "message_outbox"."channel" = 'sms';--> statement-breakpoint
CREATE INDEX "message_outbox_month_idx" ON "message_outbox" USING btree ("created_at") WHERE "message_outbox"."channel" = 'sms';--> statement-breakpoint
CREATE UNIQUE INDEX "message_outbox_provider_id_idx" ON "message_outbox" USING btree ("provider","provider_message_id") WHERE "message_outbox"."provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "phone_verifications_user_idx" ON "phone_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_sms_follow_up_idx" ON "bookings" USING btree ("sms_follow_up_at") WHERE "bookings"."sms_follow_up_at" is not null;--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_sms_monthly_cap_check" CHECK ("salons"."sms_monthly_cap" between 0 and 100000);