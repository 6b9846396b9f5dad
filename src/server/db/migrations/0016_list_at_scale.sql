ALTER TABLE "salons" ADD COLUMN "search_name" text GENERATED ALWAYS AS (rdv_search_text(name)) STORED;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_name" text GENERATED ALWAYS AS (rdv_search_text(name)) STORED;--> statement-breakpoint
CREATE INDEX "salon_availability_day_salon_idx" ON "salon_availability" USING btree ("day","salon_id","last_start");--> statement-breakpoint
CREATE INDEX "services_salon_search_name_idx" ON "services" USING btree ("salon_id","search_name");