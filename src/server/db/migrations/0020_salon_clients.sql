CREATE TABLE "salon_client_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salon_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"user_id" uuid,
	"full_name" text NOT NULL,
	"phone" text,
	"email" text,
	"allergies" text DEFAULT '' NOT NULL,
	"last_visit_at" timestamp with time zone,
	"phone_digits" text GENERATED ALWAYS AS (substr(phone, 2)) STORED,
	"search_text" text GENERATED ALWAYS AS (rdv_search_text(full_name || ' ' || coalesce(phone, '') || ' ' || coalesce(email, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salon_clients_phone_check" CHECK ("salon_clients"."phone" is null or "salon_clients"."phone" ~ '^\+[1-9][0-9]{6,14}$')
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "salon_client_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "origin" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "notify_client" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "salon_note" text;--> statement-breakpoint
ALTER TABLE "salon_client_notes" ADD CONSTRAINT "salon_client_notes_client_id_salon_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."salon_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_client_notes" ADD CONSTRAINT "salon_client_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_clients" ADD CONSTRAINT "salon_clients_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_clients" ADD CONSTRAINT "salon_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salon_client_notes_client_idx" ON "salon_client_notes" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "salon_clients_owner_phone_idx" ON "salon_clients" USING btree ("owner_id","phone") WHERE phone is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "salon_clients_owner_user_idx" ON "salon_clients" USING btree ("owner_id","user_id") WHERE user_id is not null;--> statement-breakpoint
CREATE INDEX "salon_clients_owner_last_visit_idx" ON "salon_clients" USING btree ("owner_id",last_visit_at desc nulls last,id);--> statement-breakpoint
CREATE INDEX "salon_clients_user_idx" ON "salon_clients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "salon_clients_owner_phone_digits_idx" ON "salon_clients" USING btree ("owner_id",phone_digits text_pattern_ops);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_salon_client_id_salon_clients_id_fk" FOREIGN KEY ("salon_client_id") REFERENCES "public"."salon_clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_salon_client_start_idx" ON "bookings" USING btree ("salon_client_id","start_time");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_origin_check" CHECK ("bookings"."origin" in ('online','phone','walk_in','social','other'));--> statement-breakpoint
-- Written by hand: the search's trigram index, the last visit kept by the database, and the files of
-- the clients the salons already received (docs/product.md#client-file).
CREATE INDEX salon_clients_search_trgm_idx ON salon_clients USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION rdv_client_last_visit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched uuid[] := ARRAY[]::uuid[];
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.salon_client_id IS NOT NULL THEN
    touched := touched || OLD.salon_client_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.salon_client_id IS NOT NULL THEN
    touched := touched || NEW.salon_client_id;
  END IF;
  UPDATE salon_clients c
     SET last_visit_at = (SELECT max(b.start_time) FROM bookings b
                           WHERE b.salon_client_id = c.id AND b.status = 'attended')
   WHERE c.id = ANY (touched);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_client_last_visit_insert AFTER INSERT ON bookings FOR EACH ROW
  WHEN (NEW.salon_client_id IS NOT NULL AND NEW.status = 'attended')
  EXECUTE FUNCTION rdv_client_last_visit();
--> statement-breakpoint
CREATE TRIGGER bookings_client_last_visit_update AFTER UPDATE OF status, salon_client_id, start_time ON bookings
  FOR EACH ROW
  WHEN ((OLD.status = 'attended' OR NEW.status = 'attended')
        AND (OLD.status IS DISTINCT FROM NEW.status
             OR OLD.salon_client_id IS DISTINCT FROM NEW.salon_client_id
             OR OLD.start_time IS DISTINCT FROM NEW.start_time))
  EXECUTE FUNCTION rdv_client_last_visit();
--> statement-breakpoint
CREATE TRIGGER bookings_client_last_visit_delete AFTER DELETE ON bookings FOR EACH ROW
  WHEN (OLD.salon_client_id IS NOT NULL AND OLD.status = 'attended')
  EXECUTE FUNCTION rdv_client_last_visit();
--> statement-breakpoint
INSERT INTO salon_clients (owner_id, user_id, full_name, email)
SELECT DISTINCT s.owner_id, b.client_id, u.full_name, u.email
  FROM bookings b
  JOIN salons s ON s.id = b.salon_id
  JOIN users u ON u.id = b.client_id;
--> statement-breakpoint
-- A Tunisian number typed in one of the usual ways, kept when no other client of the owner has it.
WITH typed AS (
  SELECT c.id, c.owner_id, regexp_replace(u.phone, '[^0-9+]', '', 'g') AS digits
    FROM salon_clients c JOIN users u ON u.id = c.user_id
   WHERE u.phone IS NOT NULL
), numbered AS (
  SELECT id, owner_id,
         CASE WHEN digits ~ '^[2-9][0-9]{7}$' THEN '+216' || digits
              WHEN digits ~ '^(\+|00)216[2-9][0-9]{7}$' THEN '+216' || right(digits, 8)
         END AS e164
    FROM typed
), single AS (
  SELECT id, e164, count(*) OVER (PARTITION BY owner_id, e164) AS holders
    FROM numbered WHERE e164 IS NOT NULL
)
UPDATE salon_clients c SET phone = single.e164 FROM single WHERE c.id = single.id AND single.holders = 1;
--> statement-breakpoint
UPDATE bookings b SET salon_client_id = c.id
  FROM salons s, salon_clients c
 WHERE s.id = b.salon_id AND c.owner_id = s.owner_id AND c.user_id = b.client_id;
--> statement-breakpoint
UPDATE salon_clients c SET last_visit_at = (SELECT max(b.start_time) FROM bookings b
                                             WHERE b.salon_client_id = c.id AND b.status = 'attended');
