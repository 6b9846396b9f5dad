ALTER TABLE "services" ADD COLUMN "approved_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "pending_name" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "changes_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "approved_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "pending_full_name" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "pending_position" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "pending_avatar_url" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "changes_submitted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "services_changes_submitted_idx" ON "services" USING btree ("changes_submitted_at") WHERE changes_submitted_at is not null;--> statement-breakpoint
CREATE INDEX "employees_changes_submitted_idx" ON "employees" USING btree ("changes_submitted_at") WHERE changes_submitted_at is not null;--> statement-breakpoint
-- The list's summary of a salon's services counts only what the public may see (decision 075): a
-- service added to an approved salon joins it when an admin accepts it, and a package joins it when
-- all its services are public.
CREATE OR REPLACE FUNCTION rdv_refresh_salon_services(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
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
    service_search_names = coalesce(
      (SELECT array_agg(DISTINCT n ORDER BY n) FROM unnest(a.search_names || p.search_names) AS n), '{}')
  FROM (
    SELECT t.id,
      min(sv.price) AS min_price,
      array_agg(DISTINCT sv.name ORDER BY sv.name) FILTER (WHERE sv.name IS NOT NULL) AS names,
      array_agg(DISTINCT c ORDER BY c) FILTER (WHERE c IS NOT NULL) AS categories,
      array_agg(DISTINCT sv.search_name ORDER BY sv.search_name) FILTER (WHERE sv.search_name IS NOT NULL)
        AS search_names
    FROM (SELECT DISTINCT unnest(ids) AS id) AS t
    LEFT JOIN services sv ON sv.salon_id = t.id AND sv.approved_at IS NOT NULL
    LEFT JOIN LATERAL unnest(sv.categories) AS c ON true
    GROUP BY t.id
  ) AS a
  LEFT JOIN LATERAL (
    SELECT array_agg(sp.search_name) AS search_names FROM service_packages sp
    WHERE sp.salon_id = a.id AND NOT EXISTS (
      SELECT 1 FROM service_package_items i JOIN services w ON w.id = i.service_id
      WHERE i.package_id = sp.id AND w.approved_at IS NULL)
  ) AS p ON true
  WHERE s.id = a.id;
END;
$$;
