CREATE TABLE "shop_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The running number of orders for people (K-2026-004217); existing orders are numbered
-- in the order they were created.
CREATE SEQUENCE IF NOT EXISTS "order_number_seq";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" text;--> statement-breakpoint
UPDATE "orders" SET "order_number" = numbered.number FROM (
  SELECT "id", 'K-' || to_char("created" at time zone 'Europe/Helsinki', 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0') AS number
  FROM (SELECT "id", "created" FROM "orders" ORDER BY "created", "id") AS ordered
) AS numbered WHERE numbered."id" = "orders"."id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" SET DEFAULT ('K-' || to_char(now() at time zone 'Europe/Helsinki', 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0'));--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
ALTER TABLE "washers" ADD COLUMN "travel_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "washers" ADD COLUMN "start_grid_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_idx" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_manage_token_hash_idx" ON "orders" USING btree ("manage_token_hash");--> statement-breakpoint
ALTER TABLE "washers" ADD CONSTRAINT "washers_travel_minutes_check" CHECK ("washers"."travel_minutes" between 0 and 240);--> statement-breakpoint
ALTER TABLE "washers" ADD CONSTRAINT "washers_start_grid_minutes_check" CHECK ("washers"."start_grid_minutes" between 5 and 120);