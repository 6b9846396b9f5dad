-- Realtime fan-out through the database (decision 033): every API process LISTENs on this channel
-- and forwards the rows to the SSE connections of their user. NOTIFY is delivered on commit only,
-- so a notification whose transaction rolls back is never announced.
CREATE FUNCTION notifications_announce() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  message text;
BEGIN
  message := json_build_object(
    'id', NEW.id,
    'userId', NEW.user_id,
    'type', NEW.type,
    'payload', NEW.payload,
    'isRead', NEW.is_read,
    'createdAt', NEW.created_at
  )::text;
  -- A NOTIFY payload is limited to 8000 bytes: past that, only the ids; listeners fetch the row.
  IF octet_length(message) > 7900 THEN
    message := json_build_object('id', NEW.id, 'userId', NEW.user_id)::text;
  END IF;
  PERFORM pg_notify('rdv_notifications', message);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_announce AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION notifications_announce();
