-- Hand-written: drizzle-kit cannot express triggers.
-- Any change to postal areas, their codes or which areas a washer serves raises the one
-- counter in postal_area_version, whatever code or process made it. Each server process
-- caches which washers serve a postal code and starts over when the counter moves (read
-- at most once a second with the washers' calendar counters, migration 0004).
INSERT INTO postal_area_version (id, version) VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION postal_area_version_bump() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE postal_area_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER postal_area_codes_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON postal_area_codes FOR EACH STATEMENT EXECUTE FUNCTION postal_area_version_bump();
--> statement-breakpoint
CREATE TRIGGER washer_postal_areas_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON washer_postal_areas FOR EACH STATEMENT EXECUTE FUNCTION postal_area_version_bump();
