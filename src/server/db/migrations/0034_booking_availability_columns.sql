-- A booking's write queues its days for the availability worker only when what the free slots read
-- of it changes: its status, its times, its person or its salon. A reminder sent, a client's "je
-- confirme ma venue", a note or a calendar version left the slots as they were and still queued a
-- rebuild of the salon's days (decision 084).
DROP TRIGGER bookings_queue_availability ON bookings;
--> statement-breakpoint
CREATE TRIGGER bookings_queue_availability
  AFTER INSERT OR DELETE OR UPDATE OF status, start_time, end_time, employee_id, salon_id ON bookings
  FOR EACH ROW EXECUTE FUNCTION rdv_booking_days_changed();
