CREATE TABLE "availability_builds" (
	"salon_id" uuid PRIMARY KEY NOT NULL,
	"built_for" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_queue" (
	"salon_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salon_availability" (
	"salon_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"day" date NOT NULL,
	"starts" timestamp with time zone[] NOT NULL,
	"last_start" timestamp with time zone NOT NULL,
	CONSTRAINT "salon_availability_salon_id_day_service_id_pk" PRIMARY KEY("salon_id","day","service_id")
);
--> statement-breakpoint
CREATE TABLE "salon_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salon_revisions" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "salon_revisions" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "salon_revisions" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "availability_builds" ADD CONSTRAINT "availability_builds_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_queue" ADD CONSTRAINT "availability_queue_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_availability" ADD CONSTRAINT "salon_availability_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_availability" ADD CONSTRAINT "salon_availability_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_photos" ADD CONSTRAINT "salon_photos_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salon_photos_salon_idx" ON "salon_photos" USING btree ("salon_id","position");--> statement-breakpoint
CREATE INDEX "salons_city_idx" ON "salons" USING btree ("city");--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_position_check" CHECK (("salons"."latitude" is null) = ("salons"."longitude" is null) and "salons"."latitude" between -90 and 90 and "salons"."longitude" between -180 and 180);
--> statement-breakpoint
-- Where: every salon gets the city its address names (longest name first), and that city's centre
-- as its position until the owner gives a better one. The list of cities is shared/cities.ts.
UPDATE salons SET city = CASE
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% sidi bouzid %' THEN 'sidi-bouzid'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% la manouba %' THEN 'manouba'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% la soukra %' THEN 'la-soukra'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% ben arous %' THEN 'ben-arous'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% kasserine %' THEN 'kasserine'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% tataouine %' THEN 'tataouine'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% la marsa %' THEN 'la-marsa'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% carthage %' THEN 'carthage'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% le bardo %' THEN 'le-bardo'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% hammamet %' THEN 'hammamet'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% jendouba %' THEN 'jendouba'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% zaghouan %' THEN 'zaghouan'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% monastir %' THEN 'monastir'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% kairouan %' THEN 'kairouan'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% medenine %' THEN 'medenine'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% bizerte %' THEN 'bizerte'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% siliana %' THEN 'siliana'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% ariana %' THEN 'ariana'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% nabeul %' THEN 'nabeul'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% le kef %' THEN 'le-kef'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% sousse %' THEN 'sousse'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% mahdia %' THEN 'mahdia'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% tozeur %' THEN 'tozeur'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% kebili %' THEN 'kebili'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% djerba %' THEN 'djerba'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% zarzis %' THEN 'zarzis'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% tunis %' THEN 'tunis'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% gafsa %' THEN 'gafsa'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% gabes %' THEN 'gabes'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% beja %' THEN 'beja'
    WHEN ' ' || regexp_replace(rdv_search_text(address), '[^a-z0-9]+', ' ', 'g') || ' ' LIKE '% sfax %' THEN 'sfax'
  END;
--> statement-breakpoint
UPDATE salons SET latitude = c.latitude, longitude = c.longitude
FROM (VALUES
  ('tunis', 36.8065, 10.1815),
  ('la-marsa', 36.8782, 10.3247),
  ('carthage', 36.8528, 10.3233),
  ('le-bardo', 36.8092, 10.1406),
  ('ariana', 36.8665, 10.1647),
  ('la-soukra', 36.875, 10.229),
  ('ben-arous', 36.7531, 10.2189),
  ('manouba', 36.8081, 10.0972),
  ('nabeul', 36.4561, 10.7376),
  ('hammamet', 36.4, 10.6167),
  ('bizerte', 37.2744, 9.8739),
  ('beja', 36.7256, 9.1817),
  ('jendouba', 36.5011, 8.7803),
  ('le-kef', 36.1822, 8.7147),
  ('siliana', 36.085, 9.3708),
  ('zaghouan', 36.4029, 10.1429),
  ('sousse', 35.8256, 10.636),
  ('monastir', 35.7643, 10.8113),
  ('mahdia', 35.5047, 11.0622),
  ('kairouan', 35.6781, 10.0963),
  ('kasserine', 35.1676, 8.8365),
  ('sidi-bouzid', 35.0382, 9.4849),
  ('sfax', 34.7406, 10.7603),
  ('gafsa', 34.425, 8.7842),
  ('tozeur', 33.9197, 8.1335),
  ('kebili', 33.7044, 8.969),
  ('gabes', 33.8815, 10.0982),
  ('medenine', 33.3549, 10.5055),
  ('djerba', 33.8076, 10.8451),
  ('zarzis', 33.5039, 11.1122),
  ('tataouine', 32.9297, 10.4518)
) AS c(slug, latitude, longitude)
WHERE salons.city = c.slug AND salons.latitude IS NULL;
--> statement-breakpoint
ALTER TABLE salons ADD CONSTRAINT salons_city_check CHECK (city IN ('tunis', 'la-marsa', 'carthage', 'le-bardo', 'ariana', 'la-soukra', 'ben-arous', 'manouba', 'nabeul', 'hammamet', 'bizerte', 'beja', 'jendouba', 'le-kef', 'siliana', 'zaghouan', 'sousse', 'monastir', 'mahdia', 'kairouan', 'kasserine', 'sidi-bouzid', 'sfax', 'gafsa', 'tozeur', 'kebili', 'gabes', 'medenine', 'djerba', 'zarzis', 'tataouine'));
--> statement-breakpoint
ALTER TABLE salon_revisions ADD CONSTRAINT salon_revisions_city_check CHECK (city IN ('tunis', 'la-marsa', 'carthage', 'le-bardo', 'ariana', 'la-soukra', 'ben-arous', 'manouba', 'nabeul', 'hammamet', 'bizerte', 'beja', 'jendouba', 'le-kef', 'siliana', 'zaghouan', 'sousse', 'monastir', 'mahdia', 'kairouan', 'kasserine', 'sidi-bouzid', 'sfax', 'gafsa', 'tozeur', 'kebili', 'gabes', 'medenine', 'djerba', 'zarzis', 'tataouine'));
--> statement-breakpoint
-- When: any change to what a salon's slots depend on queues the salon for its availability to be
-- rebuilt, in the writer's transaction (so no path that changes bookings, hours, services, the team or
-- absences can forget it). A salon being deleted is not queued.
CREATE FUNCTION rdv_queue_availability(target uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO availability_queue (salon_id)
  SELECT target WHERE target IS NOT NULL AND EXISTS (SELECT 1 FROM salons WHERE id = target)
  ON CONFLICT (salon_id) DO UPDATE SET queued_at = clock_timestamp();
$$;
--> statement-breakpoint
CREATE FUNCTION rdv_salon_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM rdv_queue_availability(OLD.salon_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.salon_id IS DISTINCT FROM OLD.salon_id) THEN
    PERFORM rdv_queue_availability(NEW.salon_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION rdv_employee_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM rdv_queue_availability((SELECT salon_id FROM employees WHERE id = OLD.employee_id));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM rdv_queue_availability((SELECT salon_id FROM employees WHERE id = NEW.employee_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION rdv_salon_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rdv_queue_availability(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_queue_availability AFTER INSERT OR UPDATE OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION rdv_salon_changed();
--> statement-breakpoint
CREATE TRIGGER opening_hours_queue_availability AFTER INSERT OR UPDATE OR DELETE ON opening_hours
  FOR EACH ROW EXECUTE FUNCTION rdv_salon_changed();
--> statement-breakpoint
CREATE TRIGGER services_queue_availability AFTER INSERT OR UPDATE OR DELETE ON services
  FOR EACH ROW EXECUTE FUNCTION rdv_salon_changed();
--> statement-breakpoint
CREATE TRIGGER employees_queue_availability AFTER INSERT OR UPDATE OR DELETE ON employees
  FOR EACH ROW EXECUTE FUNCTION rdv_salon_changed();
--> statement-breakpoint
CREATE TRIGGER employee_working_days_queue_availability AFTER INSERT OR UPDATE OR DELETE ON employee_working_days
  FOR EACH ROW EXECUTE FUNCTION rdv_employee_changed();
--> statement-breakpoint
CREATE TRIGGER employee_services_queue_availability AFTER INSERT OR UPDATE OR DELETE ON employee_services
  FOR EACH ROW EXECUTE FUNCTION rdv_employee_changed();
--> statement-breakpoint
CREATE TRIGGER employee_absences_queue_availability AFTER INSERT OR UPDATE OR DELETE ON employee_absences
  FOR EACH ROW EXECUTE FUNCTION rdv_employee_changed();
--> statement-breakpoint
CREATE TRIGGER salons_queue_availability AFTER INSERT OR UPDATE OF is_approved, time_zone ON salons
  FOR EACH ROW EXECUTE FUNCTION rdv_salon_row_changed();
