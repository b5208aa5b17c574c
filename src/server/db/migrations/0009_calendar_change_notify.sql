-- Hand-written: drizzle-kit cannot express triggers.
-- Every change of a washer's calendar counter (migration 0004) or of the postal areas'
-- counter (migration 0006) also sends NOTIFY calendar_changed, delivered at commit to
-- every server process that listens, so each drops its cached counters at once instead of
-- waiting for a timer (decision 033). One notification per statement; PostgreSQL folds
-- identical notifications of one transaction into one.
CREATE FUNCTION calendar_change_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('calendar_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER washer_calendar_versions_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON washer_calendar_versions FOR EACH STATEMENT EXECUTE FUNCTION calendar_change_notify();
--> statement-breakpoint
CREATE TRIGGER postal_area_version_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON postal_area_version FOR EACH STATEMENT EXECUTE FUNCTION calendar_change_notify();
