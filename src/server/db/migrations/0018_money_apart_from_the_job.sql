CREATE TABLE "order_money" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"on_day" date NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"paytrail_payment_id" integer,
	"recorded_by_user_id" integer,
	"recorded_by_name" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_money_kind_check" CHECK ("order_money"."kind" in ('payment', 'refund')),
	CONSTRAINT "order_money_method_check" CHECK ("order_money"."method" in ('online', 'bank_transfer', 'cash', 'card', 'other')),
	CONSTRAINT "order_money_amount_check" CHECK ("order_money"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "counter_configs" ADD COLUMN "web_shop_discount_cents" integer DEFAULT 3000 NOT NULL;--> statement-breakpoint
ALTER TABLE "counter_configs" ADD COLUMN "web_shop_discount_item_id" text DEFAULT '700651' NOT NULL;--> statement-breakpoint
ALTER TABLE "counter_configs" ADD COLUMN "online_payment_discount_cents" integer DEFAULT 790 NOT NULL;--> statement-breakpoint
ALTER TABLE "counter_configs" ADD COLUMN "online_payment_discount_item_id" text DEFAULT '700659' NOT NULL;--> statement-breakpoint
ALTER TABLE "counter_configs" ADD COLUMN "paper_invoice_fee_cents" integer DEFAULT 290 NOT NULL;--> statement-breakpoint
ALTER TABLE "counter_configs" ADD COLUMN "paper_invoice_fee_item_id" text DEFAULT '700660' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voided_by_name" text;--> statement-breakpoint
ALTER TABLE "order_money" ADD CONSTRAINT "order_money_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_money" ADD CONSTRAINT "order_money_paytrail_payment_id_payments_id_fk" FOREIGN KEY ("paytrail_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_money" ADD CONSTRAINT "order_money_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_money_order_idx" ON "order_money" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_money_day_idx" ON "order_money" USING btree ("on_day");--> statement-breakpoint
CREATE UNIQUE INDEX "order_money_paytrail_payment_idx" ON "order_money" USING btree ("paytrail_payment_id");--> statement-breakpoint
CREATE INDEX "orders_shipping_day_idx" ON "orders" USING btree ("shipping_day");