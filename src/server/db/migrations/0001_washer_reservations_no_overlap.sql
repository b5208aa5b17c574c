-- Hand-written: drizzle-kit cannot express exclusion constraints.
-- The last line of defence against double booking (DESIGN.md section 5): no two
-- reservations of one washer may overlap in time. Ranges are half-open [start, end),
-- so back-to-back jobs are allowed. A violation raises SQLSTATE 23P01
-- (exclusion_violation) naming washer_reservations_no_overlap.
-- btree_gist gives GiST the = operator on integers; it is a trusted extension
-- (PostgreSQL 13+), so a database owner may create it, and PGlite ships it.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "washer_reservations"
  ADD CONSTRAINT "washer_reservations_no_overlap"
  EXCLUDE USING gist ("washer_id" WITH =, "during" WITH &&);
