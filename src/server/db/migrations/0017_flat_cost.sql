DROP INDEX "salons_approved_rating_idx";--> statement-breakpoint
DROP INDEX "reviews_salon_created_idx";--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "search_text" text GENERATED ALWAYS AS (rdv_search_text(name || ' ' || address)) STORED;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "min_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "service_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "service_categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "service_search_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "salons_public_rating_idx" ON "salons" USING btree ("avg_rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"search_name","id") WHERE is_approved;--> statement-breakpoint
CREATE INDEX "salons_public_name_idx" ON "salons" USING btree ("search_name","id") WHERE is_approved;--> statement-breakpoint
CREATE INDEX "salons_public_categories_idx" ON "salons" USING gin ("service_categories") WHERE is_approved;--> statement-breakpoint
CREATE INDEX "salons_public_service_names_idx" ON "salons" USING gin ("service_search_names") WHERE is_approved;--> statement-breakpoint
CREATE INDEX "reviews_salon_created_idx" ON "reviews" USING btree ("salon_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
-- What the public list shows and filters of a salon's services, kept on the salon row so that the
-- list reads one row per salon, whatever the number of salons (decision 056).
-- salons/salon-summary.test.ts checks the kept values against the list's former per-row
-- computation after random writes. The salons are locked in their own statement first (in id
-- order), so the recomputation, a later statement with a fresh snapshot, sees every service
-- committed before the lock was granted (as the review average does, 0003).
CREATE FUNCTION rdv_refresh_salon_services(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Joined with unnest rather than = ANY: a bulk write of many salons stays linear.
  PERFORM 1 FROM salons s JOIN unnest(ids) AS t(id) ON t.id = s.id ORDER BY s.id FOR NO KEY UPDATE OF s;
  -- One aggregate over the salons' services (a join, whatever the statistics say), not subqueries
  -- per salon: a bulk write of many salons stays linear. Categories are unnested per service (a
  -- service without any gives one NULL, filtered out); the duplicated rows change no min or DISTINCT.
  UPDATE salons s SET
    min_price = a.min_price,
    service_names = coalesce(a.names[1:4], '{}'),
    service_categories = coalesce(a.categories, '{}'),
    service_search_names = coalesce(a.search_names, '{}')
  FROM (
    SELECT t.id,
      min(sv.price) AS min_price,
      array_agg(DISTINCT sv.name ORDER BY sv.name) FILTER (WHERE sv.name IS NOT NULL) AS names,
      array_agg(DISTINCT c ORDER BY c) FILTER (WHERE c IS NOT NULL) AS categories,
      array_agg(DISTINCT sv.search_name ORDER BY sv.search_name) FILTER (WHERE sv.search_name IS NOT NULL)
        AS search_names
    FROM (SELECT DISTINCT unnest(ids) AS id) AS t
    LEFT JOIN services sv ON sv.salon_id = t.id
    LEFT JOIN LATERAL unnest(sv.categories) AS c ON true
    GROUP BY t.id
  ) AS a
  WHERE s.id = a.id;
END;
$$;
--> statement-breakpoint
-- One call per statement (a bulk insert of services refreshes each salon once).
CREATE FUNCTION rdv_services_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rdv_refresh_salon_services(array(SELECT DISTINCT salon_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM rdv_refresh_salon_services(array(SELECT DISTINCT salon_id FROM old_rows));
  ELSE
    PERFORM rdv_refresh_salon_services(array(
      SELECT salon_id FROM new_rows UNION SELECT salon_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER services_summary_insert AFTER INSERT ON services
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rdv_services_changed();
--> statement-breakpoint
CREATE TRIGGER services_summary_update AFTER UPDATE ON services
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rdv_services_changed();
--> statement-breakpoint
CREATE TRIGGER services_summary_delete AFTER DELETE ON services
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rdv_services_changed();
--> statement-breakpoint
SELECT rdv_refresh_salon_services(array(SELECT id FROM salons));
--> statement-breakpoint
-- The search compares the stored text: one LIKE per row instead of unaccenting name and address
-- again; its trigram index, on approved salons only, replaces the one on the expression (0005).
DROP INDEX salons_search_trgm_idx;
--> statement-breakpoint
CREATE INDEX salons_search_trgm_idx ON salons USING gin (search_text gin_trgm_ops) WHERE is_approved;
