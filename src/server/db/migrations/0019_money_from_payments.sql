-- Hand-written (issue 24): a data migration drizzle-kit cannot express, then the schema
-- changes it generated. The money of existing orders moves into order_money, the job's
-- status 'paid' goes away, and order numbers come from order_number_counters.
--
-- 1. Every successful Paytrail payment (paid_at set) is an online payment on its Helsinki day.
INSERT INTO "order_money" ("order_id", "kind", "amount_cents", "on_day", "method", "paytrail_payment_id", "created")
SELECT p."order_id", 'payment', p."amount_cents", (p."paid_at" AT TIME ZONE 'Europe/Helsinki')::date, 'online', p."id", p."paid_at"
FROM "payments" p
WHERE p."paid_at" IS NOT NULL AND p."amount_cents" > 0
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- 2. Every refund staff recorded (refunded_at) is a refund of that payment, by whoever
--    recorded it (the 'refunded' event written at the same instant).
INSERT INTO "order_money" ("order_id", "kind", "amount_cents", "on_day", "method", "recorded_by_user_id", "recorded_by_name", "created")
SELECT p."order_id", 'refund', p."amount_cents", (p."refunded_at" AT TIME ZONE 'Europe/Helsinki')::date, 'online',
  e."actor_user_id", e."actor_name", p."refunded_at"
FROM "payments" p
LEFT JOIN LATERAL (
  SELECT ev."actor_user_id", ev."actor_name" FROM "order_events" ev
  WHERE ev."order_id" = p."order_id" AND ev."action" = 'refunded' AND ev."at" = p."refunded_at"
  ORDER BY ev."id" LIMIT 1
) e ON true
WHERE p."refunded_at" IS NOT NULL AND p."amount_cents" > 0;
--> statement-breakpoint
-- 3. An order paid by hand (status 'paid', or a 'marked_paid' event: a paid invoice later
--    done) without an online payment: a payment of its total on the day it was marked paid
--    (else its last change), by whoever marked it; an invoice by bank transfer.
INSERT INTO "order_money" ("order_id", "kind", "amount_cents", "on_day", "method", "recorded_by_user_id", "recorded_by_name", "created")
SELECT o."id", 'payment', o."total_price_after_discount_cents",
  (coalesce(e."at", o."updated_at") AT TIME ZONE 'Europe/Helsinki')::date,
  CASE WHEN o."payment_type" = 'bill' THEN 'bank_transfer' ELSE 'other' END,
  e."actor_user_id", e."actor_name", coalesce(e."at", o."updated_at")
FROM "orders" o
LEFT JOIN LATERAL (
  SELECT ev."at", ev."actor_user_id", ev."actor_name" FROM "order_events" ev
  WHERE ev."order_id" = o."id" AND ev."action" = 'marked_paid'
  ORDER BY ev."at" DESC, ev."id" DESC LIMIT 1
) e ON true
WHERE o."total_price_after_discount_cents" > 0
  AND (o."status" = 'paid' OR e."at" IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM "payments" p WHERE p."order_id" = o."id" AND p."paid_at" IS NOT NULL);
--> statement-breakpoint
-- 4. The job of a paid order is scheduled: 'paid' becomes 'confirmed' (a done job stays done).
UPDATE "orders" SET "status" = 'confirmed' WHERE "status" = 'paid';
--> statement-breakpoint
-- 5. Each year's last number so far, so that the counters go on from there.
INSERT INTO "order_number_counters" ("year", "last_number")
SELECT substring("order_number" from 3 for 4)::integer, max(substring("order_number" from 8)::integer)
FROM "orders"
WHERE "order_number" ~ '^K-[0-9]{4}-[0-9]+$'
GROUP BY 1
ON CONFLICT ("year") DO UPDATE SET "last_number" = greatest("order_number_counters"."last_number", excluded."last_number");
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('awaiting_payment', 'confirmed', 'cancelled', 'needs_new_time', 'done', 'proposed'));
