-- What drizzle-kit cannot express: extensions, the no-overlap rule (docs/product.md#double-booking) and
-- the exact review average (decision 015). PGlite must load btree_gist and pg_trgm when it opens.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- A salon takes one active booking at a time; once a booking names an employee, one per employee.
ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap_salon
  EXCLUDE USING gist (salon_id WITH =, tstzrange(start_time, end_time, '[)') WITH &&)
  WHERE (status IN ('pending', 'confirmed', 'modified') AND employee_id IS NULL);
--> statement-breakpoint
ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap_employee
  EXCLUDE USING gist (employee_id WITH =, tstzrange(start_time, end_time, '[)') WITH &&)
  WHERE (status IN ('pending', 'confirmed', 'modified') AND employee_id IS NOT NULL);
--> statement-breakpoint
CREATE FUNCTION salons_refresh_rating() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
BEGIN
  FOR target IN
    SELECT DISTINCT s FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.salon_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.salon_id END
    ]) AS s WHERE s IS NOT NULL
  LOOP
    UPDATE salons SET
      avg_rating = coalesce((SELECT round(avg(rating)::numeric, 2) FROM reviews WHERE salon_id = target), 0),
      review_count = (SELECT count(*) FROM reviews WHERE salon_id = target)
    WHERE id = target;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_refresh_salon_rating
  AFTER INSERT OR UPDATE OF rating, salon_id OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION salons_refresh_rating();
