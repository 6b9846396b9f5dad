CREATE TABLE "salon_revisions" (
	"salon_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"description" text,
	"cover_image_url" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"target" text,
	"ip" text,
	"user_agent" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "hidden_by_suspension" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_revisions" ADD CONSTRAINT "salon_revisions_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "security_events_at_idx" ON "security_events" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "security_events_type_at_idx" ON "security_events" USING btree ("type","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "security_events_actor_at_idx" ON "security_events" USING btree ("actor_id","at" DESC NULLS LAST);