ALTER TABLE "orders" ADD COLUMN "cancellation_charge_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders cancelled before this column: the charge their 'cancelled' event recorded (decision 094).
UPDATE "orders" SET "cancellation_charge_cents" = e."charged"
FROM (
  SELECT DISTINCT ON ("order_id") "order_id",
    coalesce(("changes"->'charge'->>'chargedCents')::integer, 0) AS "charged"
  FROM "order_events" WHERE "action" = 'cancelled'
  ORDER BY "order_id", "id" DESC
) e
WHERE "orders"."id" = e."order_id" AND "orders"."status" = 'cancelled';
