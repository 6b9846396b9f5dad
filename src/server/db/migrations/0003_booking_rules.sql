-- A booking's employee must work in the booking's salon; removing an employee keeps the booking.
ALTER TABLE bookings ADD CONSTRAINT bookings_employee_in_salon_fk
  FOREIGN KEY (employee_id, salon_id) REFERENCES employees (id, salon_id) ON DELETE SET NULL (employee_id);
--> statement-breakpoint
-- One active booking at a time per salon (docs/product.md#double-booking, decision 010).
-- Per-employee capacity mixed with salon-wide bookings cannot be expressed by these two constraints
-- without gaps (a salon-wide booking could overlap employee bookings); until the booking engine
-- assigns employees, the salon is the unit, whatever employee a booking names.
ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap_employee;
--> statement-breakpoint
ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap_salon;
--> statement-breakpoint
ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap
  EXCLUDE USING gist (salon_id WITH =, tstzrange(start_time, end_time, '[)') WITH &&)
  WHERE (status IN ('pending', 'confirmed', 'modified'));
--> statement-breakpoint
-- The average must count reviews committed by concurrent transactions: lock the salon row in its own
-- statement first, so that the recomputation (a later statement, hence a fresh snapshot under READ
-- COMMITTED) sees every review committed before the lock was granted. NO KEY UPDATE, not UPDATE:
-- the review insert already holds KEY SHARE on the salon (foreign key check), and FOR UPDATE would
-- deadlock two concurrent reviews.
CREATE OR REPLACE FUNCTION salons_refresh_rating() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
BEGIN
  FOR target IN
    SELECT DISTINCT s FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.salon_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.salon_id END
    ]) AS s WHERE s IS NOT NULL ORDER BY s
  LOOP
    PERFORM 1 FROM salons WHERE id = target FOR NO KEY UPDATE;
    UPDATE salons SET
      avg_rating = coalesce((SELECT round(avg(rating)::numeric, 2) FROM reviews WHERE salon_id = target), 0),
      review_count = (SELECT count(*) FROM reviews WHERE salon_id = target)
    WHERE id = target;
  END LOOP;
  RETURN NULL;
END;
$$;
