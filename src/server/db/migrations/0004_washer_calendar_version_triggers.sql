-- Hand-written: drizzle-kit cannot express triggers.
-- Every change to a washer's reservations or blocks (and to which washer a calendar
-- belongs) raises that washer's counter in washer_calendar_versions, whatever code or
-- process made it. Each server process caches washers' busy time for the availability
-- answer and compares these counters to know when its copy is stale (DESIGN section 5,
-- decision on availability reads). Statement-level triggers with transition tables: one
-- upsert per statement, so bulk changes stay cheap; washers are upserted in id order so
-- that concurrent statements take the counter rows' locks in the same order.
CREATE FUNCTION washer_calendar_bump(washer_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO washer_calendar_versions AS v (washer_id, version)
  SELECT DISTINCT id, 1 FROM unnest(washer_ids) AS id WHERE id IS NOT NULL ORDER BY id
  ON CONFLICT (washer_id) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION washer_reservations_bump_versions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM washer_calendar_bump(ARRAY(SELECT washer_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM washer_calendar_bump(ARRAY(SELECT washer_id FROM old_rows));
  ELSE
    PERFORM washer_calendar_bump(
      ARRAY(SELECT washer_id FROM new_rows UNION SELECT washer_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER washer_reservations_versions_insert AFTER INSERT ON washer_reservations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION washer_reservations_bump_versions();
--> statement-breakpoint
CREATE TRIGGER washer_reservations_versions_update AFTER UPDATE ON washer_reservations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION washer_reservations_bump_versions();
--> statement-breakpoint
CREATE TRIGGER washer_reservations_versions_delete AFTER DELETE ON washer_reservations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION washer_reservations_bump_versions();
--> statement-breakpoint
CREATE FUNCTION disabled_dates_bump_versions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM washer_calendar_bump(ARRAY(
      SELECT c.washer_id FROM new_rows n JOIN calendars c ON c.id = n.calendar_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM washer_calendar_bump(ARRAY(
      SELECT c.washer_id FROM old_rows o JOIN calendars c ON c.id = o.calendar_id));
  ELSE
    PERFORM washer_calendar_bump(ARRAY(
      SELECT c.washer_id FROM new_rows n JOIN calendars c ON c.id = n.calendar_id
      UNION
      SELECT c.washer_id FROM old_rows o JOIN calendars c ON c.id = o.calendar_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER disabled_dates_versions_insert AFTER INSERT ON disabled_dates
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION disabled_dates_bump_versions();
--> statement-breakpoint
CREATE TRIGGER disabled_dates_versions_update AFTER UPDATE ON disabled_dates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION disabled_dates_bump_versions();
--> statement-breakpoint
CREATE TRIGGER disabled_dates_versions_delete AFTER DELETE ON disabled_dates
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION disabled_dates_bump_versions();
--> statement-breakpoint
-- A calendar moved to another washer, or removed (its blocks go with it): both washers.
CREATE FUNCTION calendars_bump_versions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM washer_calendar_bump(
      ARRAY(SELECT washer_id FROM new_rows UNION SELECT washer_id FROM old_rows));
  ELSE
    PERFORM washer_calendar_bump(ARRAY(SELECT washer_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER calendars_versions_update AFTER UPDATE ON calendars
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION calendars_bump_versions();
--> statement-breakpoint
CREATE TRIGGER calendars_versions_delete AFTER DELETE ON calendars
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION calendars_bump_versions();
--> statement-breakpoint
-- TRUNCATE has no rows to tell: every washer's copy becomes stale.
CREATE FUNCTION washer_calendar_bump_all() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE washer_calendar_versions SET version = version + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER washer_reservations_versions_truncate AFTER TRUNCATE ON washer_reservations
  FOR EACH STATEMENT EXECUTE FUNCTION washer_calendar_bump_all();
--> statement-breakpoint
CREATE TRIGGER disabled_dates_versions_truncate AFTER TRUNCATE ON disabled_dates
  FOR EACH STATEMENT EXECUTE FUNCTION washer_calendar_bump_all();
