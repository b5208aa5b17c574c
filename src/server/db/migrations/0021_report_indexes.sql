-- Hand-written (issue 24, decision 062): covering indexes for the revenue report, which
-- drizzle-kit cannot express (INCLUDE columns). Each holds every column its query reads, so
-- a year of 100 000 orders is summed from the index alone (an index-only scan) instead of
-- reading the wide orders rows. Voided orders are never counted and are left out of them.
--
-- Jobs, minutes and earned per job day and washer (reports.repository.ts, jobsByDay).
CREATE INDEX "orders_report_day_idx" ON "orders" ("shipping_day")
  INCLUDE ("cleaner_id", "status", "washing_time", "total_price_after_discount_cents")
  WHERE "voided_at" IS NULL;
--> statement-breakpoint
-- The washer of each order that stands, for the money's join (moneyByDay).
CREATE INDEX "orders_report_washer_idx" ON "orders" ("id") INCLUDE ("cleaner_id")
  WHERE "voided_at" IS NULL;
--> statement-breakpoint
-- Cancellations per day of cancelling (cancelledByDay).
CREATE INDEX "orders_report_cancelled_idx" ON "orders" ("cancelled_at") INCLUDE ("cleaner_id")
  WHERE "status" = 'cancelled' AND "voided_at" IS NULL;
--> statement-breakpoint
-- Payments and refunds per day (moneyByDay, and the CSV's money by day).
CREATE INDEX "order_money_report_day_idx" ON "order_money" ("on_day")
  INCLUDE ("order_id", "kind", "amount_cents");
