-- The categories of shared/service-categories.ts, written out: a generated column can only call SQL.
-- modules/salons/service-categories-db.test.ts checks it against that list, word by word.
CREATE FUNCTION rdv_service_categories(plain text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_remove(ARRAY[
    CASE WHEN plain LIKE ANY (ARRAY['%coupe%', '%brushing%', '%coloration%', '%coiffure%', '%meches%', '%balayage%', '%lissage%', '%chignon%', '%barbe%']) THEN 'haircut' END,
    CASE WHEN plain LIKE ANY (ARRAY['%maquillage%']) THEN 'makeup' END,
    CASE WHEN plain LIKE ANY (ARRAY['%manucure%', '%pedicure%', '%ongles%', '%vernis%', '%gel%']) THEN 'nails' END,
    CASE WHEN plain LIKE ANY (ARRAY['%visage%', '%peau%', '%sourcils%', '%hydrafacial%']) THEN 'face' END
  ], NULL) $$;
--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "search_name" text GENERATED ALWAYS AS (rdv_search_text(name)) STORED;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_name" text GENERATED ALWAYS AS (rdv_search_text(name)) STORED;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "categories" text[] GENERATED ALWAYS AS (rdv_service_categories(rdv_search_text(name))) STORED;--> statement-breakpoint
CREATE INDEX "salon_availability_day_salon_idx" ON "salon_availability" USING btree ("day","salon_id","last_start");--> statement-breakpoint
CREATE INDEX "services_salon_search_name_idx" ON "services" USING btree ("salon_id","search_name");