-- Hand-written: drizzle-kit cannot express extensions, operator classes or expression
-- indexes on a function of ours.
-- The back office's one search box (issue 14, decision 046): part of a word, any case, over
-- the order's reference, the customer's name, e-mail and phone, and the shipping address's
-- street, postal code and city. pg_trgm's GIN indexes serve `ILIKE '%text%'` on each column;
-- the query reaches them one table at a time (order ids from each index, then united), so no
-- column is copied into a search column that triggers would have to keep up to date.
-- fastupdate is off: every new order goes into the indexes at once rather than into a pending
-- list that each search would read through until (auto)vacuum merges it. Orders are written
-- a few hundred times a day and searched all day, so the search gets the steady plan.
-- pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it, and
-- PGlite ships it (loaded by db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- A phone number as digits in its national form: '+358 40 123 4567', '00358401234567',
-- '040-1234567' and '0401234567' all give '0401234567'. The search applies the same function
-- to the typed text, so any format finds any other. IMMUTABLE, so an index may use it.
CREATE FUNCTION search_phone_digits(phone text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(phone, '[^0-9]', '', 'g'), '^(00)?358', '0');
$$;
--> statement-breakpoint
CREATE INDEX "orders_reference_trgm_idx" ON "orders"
  USING gin ("reference" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers"
  USING gin ("name" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers"
  USING gin ("email" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "customers_phone_digits_trgm_idx" ON "customers"
  USING gin (search_phone_digits("phone") gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "order_addresses_street_trgm_idx" ON "order_addresses"
  USING gin ("street_address" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "order_addresses_postal_code_trgm_idx" ON "order_addresses"
  USING gin ("postal_code" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "order_addresses_city_trgm_idx" ON "order_addresses"
  USING gin ("city" gin_trgm_ops) WITH (fastupdate = off);
