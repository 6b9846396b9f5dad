-- The name and categories of each row's service (its package's name), copied onto the row so that
-- the list checks a salon's rows of a day without reading their services (decision 070); the rows
-- already built get them from their services.
ALTER TABLE "package_availability" ADD COLUMN "package_search_name" text;--> statement-breakpoint
ALTER TABLE "salon_availability" ADD COLUMN "service_search_name" text;--> statement-breakpoint
ALTER TABLE "salon_availability" ADD COLUMN "service_categories" text[];--> statement-breakpoint
UPDATE "salon_availability" a SET "service_search_name" = s.search_name, "service_categories" = s.categories
  FROM "services" s WHERE s.id = a.service_id;--> statement-breakpoint
UPDATE "package_availability" a SET "package_search_name" = p.search_name
  FROM "service_packages" p WHERE p.id = a.package_id;--> statement-breakpoint
ALTER TABLE "package_availability" ALTER COLUMN "package_search_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_availability" ALTER COLUMN "service_search_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_availability" ALTER COLUMN "service_categories" SET NOT NULL;
