CREATE TABLE "package_availability" (
	"salon_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"day" date NOT NULL,
	"starts" timestamp with time zone[] NOT NULL,
	"last_start" timestamp with time zone NOT NULL,
	CONSTRAINT "package_availability_salon_id_day_package_id_pk" PRIMARY KEY("salon_id","day","package_id")
);
--> statement-breakpoint
CREATE TABLE "service_package_items" (
	"package_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "service_package_items_package_id_position_pk" PRIMARY KEY("package_id","position"),
	CONSTRAINT "service_package_items_position_check" CHECK ("service_package_items"."position" >= 0 and "service_package_items"."position" < 4)
);
--> statement-breakpoint
CREATE TABLE "service_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"search_name" text GENERATED ALWAYS AS (rdv_search_text(name)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_packages_price_check" CHECK ("service_packages"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "package_availability" ADD CONSTRAINT "package_availability_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_availability" ADD CONSTRAINT "package_availability_package_id_service_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."service_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_package_items" ADD CONSTRAINT "service_package_items_package_id_service_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."service_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_package_items" ADD CONSTRAINT "service_package_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_packages" ADD CONSTRAINT "service_packages_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_availability_package_id_idx" ON "package_availability" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "service_package_items_service_id_idx" ON "service_package_items" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_packages_salon_id_idx" ON "service_packages" USING btree ("salon_id");--> statement-breakpoint
CREATE INDEX "service_packages_name_idx" ON "service_packages" USING btree ("name");
--> statement-breakpoint
-- A package's name joins its salon's service names for the list's service filter (decision 068),
-- so that "Forfait mariée" finds the salons offering it; its categories are its services'.
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
    LEFT JOIN services sv ON sv.salon_id = t.id
    LEFT JOIN LATERAL unnest(sv.categories) AS c ON true
    GROUP BY t.id
  ) AS a
  LEFT JOIN LATERAL (
    SELECT array_agg(sp.search_name) AS search_names FROM service_packages sp WHERE sp.salon_id = a.id
  ) AS p ON true
  WHERE s.id = a.id;
END;
$$;
--> statement-breakpoint
-- The services' trigger function (0017) serves: it reads only `salon_id` of the changed rows.
CREATE TRIGGER service_packages_summary_insert AFTER INSERT ON service_packages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rdv_services_changed();
--> statement-breakpoint
CREATE TRIGGER service_packages_summary_update AFTER UPDATE ON service_packages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rdv_services_changed();
--> statement-breakpoint
CREATE TRIGGER service_packages_summary_delete AFTER DELETE ON service_packages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rdv_services_changed();
--> statement-breakpoint
-- A package's free starts are rebuilt with its salon's (0015): its services' writes already queue
-- the salon, and its own services change only with its row (the workspace writes both together).
CREATE TRIGGER service_packages_queue_availability AFTER INSERT OR UPDATE OR DELETE ON service_packages
  FOR EACH ROW EXECUTE FUNCTION rdv_salon_changed();
