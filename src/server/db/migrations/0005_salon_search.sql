-- Accent- and case-insensitive salon search ("coiffure" finds "Coiffure Élégance"). unaccent() is
-- only STABLE (its dictionary could change), so an IMMUTABLE wrapper naming the dictionary lets the
-- search expression be indexed; the trigram index serves LIKE '%…%'.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE FUNCTION rdv_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
--> statement-breakpoint
CREATE INDEX salons_search_trgm_idx ON salons
  USING gin (rdv_search_text(name || ' ' || address) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX services_name_search_idx ON services (rdv_search_text(name));
