-- The nearest salons first from an index ("Autour de moi", decision 070): each position as a point
-- of the unit sphere, whose straight-line distances order salons as the distance along the Earth.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "earth_point" cube GENERATED ALWAYS AS (case when latitude is null then null else cube(array[cos(radians(latitude)) * cos(radians(longitude)), cos(radians(latitude)) * sin(radians(longitude)), sin(radians(latitude))]) end) STORED;--> statement-breakpoint
CREATE INDEX "package_availability_day_salon_idx" ON "package_availability" USING btree ("day","salon_id","last_start");--> statement-breakpoint
CREATE INDEX "salons_public_earth_point_idx" ON "salons" USING gist ("earth_point") WHERE is_approved;--> statement-breakpoint
CREATE INDEX "salons_public_unplaced_name_idx" ON "salons" USING btree ("search_name","id") WHERE is_approved and earth_point is null;--> statement-breakpoint
CREATE INDEX "service_packages_search_name_idx" ON "service_packages" USING btree ("search_name");--> statement-breakpoint
CREATE INDEX "services_search_name_idx" ON "services" USING btree ("search_name");