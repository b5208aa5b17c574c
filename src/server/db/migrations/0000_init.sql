CREATE TABLE "calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"maintaining_group_id" integer,
	"washer_id" integer
);
--> statement-breakpoint
CREATE TABLE "disabled_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"calendar_id" integer NOT NULL,
	"start_datetime" timestamp with time zone NOT NULL,
	"end_datetime" timestamp with time zone NOT NULL,
	"modifier" text,
	"maintaining_group_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disabled_dates_period_check" CHECK ("disabled_dates"."start_datetime" < "disabled_dates"."end_datetime")
);
--> statement-breakpoint
CREATE TABLE "counter_configs" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"base_price_cents" integer DEFAULT 0 NOT NULL,
	"minimum_price_cents" integer DEFAULT 0 NOT NULL,
	"annual_contract_discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"base_time" integer DEFAULT 0 NOT NULL,
	"balcony_default_amount" integer DEFAULT 0 NOT NULL,
	"terrace_default_amount" integer DEFAULT 0 NOT NULL,
	"high_window_default_amount" integer DEFAULT 0 NOT NULL,
	"misc_seal_default_amount" integer DEFAULT 0 NOT NULL,
	"misc_fastener_default_amount" integer DEFAULT 0 NOT NULL,
	"balcony_glass_price_cents" integer DEFAULT 0 NOT NULL,
	"balcony_glass_curtain_price_cents" integer DEFAULT 0 NOT NULL,
	"balcony_glass_railing_price_cents" integer DEFAULT 0 NOT NULL,
	"balcony_glass_railing_obstacle_price_cents" integer DEFAULT 0 NOT NULL,
	"balcony_glass_railing_meter_price_cents" integer DEFAULT 0 NOT NULL,
	"balcony_glass_railing_obstacle_meter_price_cents" integer DEFAULT 0 NOT NULL,
	"terrace_glass_price_cents" integer DEFAULT 0 NOT NULL,
	"terrace_glass_roof_price_cents" integer DEFAULT 0 NOT NULL,
	"terrace_glass_roof_fixed_price_cents" integer DEFAULT 0 NOT NULL,
	"high_window_base_price_cents" integer DEFAULT 0 NOT NULL,
	"high_window_price_cents" integer DEFAULT 0 NOT NULL,
	"high_window_opening_base_price_cents" integer DEFAULT 0 NOT NULL,
	"high_window_opening_price_cents" integer DEFAULT 0 NOT NULL,
	"misc_seal_base_price_cents" integer DEFAULT 0 NOT NULL,
	"misc_seal_price_cents" integer DEFAULT 0 NOT NULL,
	"misc_fastener_price_cents" integer DEFAULT 0 NOT NULL,
	"balcony_washing_time" integer DEFAULT 0 NOT NULL,
	"balcony_curtain_washing_time" integer DEFAULT 0 NOT NULL,
	"balcony_railing_washing_time" integer DEFAULT 0 NOT NULL,
	"balcony_railing_obstacle_washing_time" integer DEFAULT 0 NOT NULL,
	"balcony_railing_meter_washing_time" integer DEFAULT 0 NOT NULL,
	"balcony_railing_obstacle_meter_washing_time" integer DEFAULT 0 NOT NULL,
	"terrace_washing_time" integer DEFAULT 0 NOT NULL,
	"terrace_roof_washing_time" integer DEFAULT 0 NOT NULL,
	"high_window_base_time" integer DEFAULT 0 NOT NULL,
	"high_washing_time" integer DEFAULT 0 NOT NULL,
	"high_window_opening_base_time" integer DEFAULT 0 NOT NULL,
	"high_opening_washing_time" integer DEFAULT 0 NOT NULL,
	"misc_seal_base_time" integer DEFAULT 0 NOT NULL,
	"misc_seal_washing_time" integer DEFAULT 0 NOT NULL,
	"misc_fastener_washing_time" integer DEFAULT 0 NOT NULL,
	"balcony_easoft_item_id" text DEFAULT '' NOT NULL,
	"balcony_curtain_easoft_item_id" text DEFAULT '' NOT NULL,
	"balcony_railing_easoft_item_id" text DEFAULT '' NOT NULL,
	"balcony_railing_obstacle_easoft_item_id" text DEFAULT '' NOT NULL,
	"balcony_railing_meter_easoft_item_id" text DEFAULT '' NOT NULL,
	"balcony_railing_obstacle_meter_easoft_item_id" text DEFAULT '' NOT NULL,
	"terrace_easoft_item_id" text DEFAULT '' NOT NULL,
	"terrace_roof_easoft_item_id" text DEFAULT '' NOT NULL,
	"high_window_easoft_item_id" text DEFAULT '' NOT NULL,
	"high_window_opening_easoft_item_id" text DEFAULT '' NOT NULL,
	"high_window_base_easoft_id" text DEFAULT '' NOT NULL,
	"high_window_opening_base_easoft_id" text DEFAULT '' NOT NULL,
	"misc_seal_base_easoft_item_id" text DEFAULT '' NOT NULL,
	"misc_seal_easoft_item_id" text DEFAULT '' NOT NULL,
	"misc_fastener_easoft_item_id" text DEFAULT '' NOT NULL,
	"show_video_guide" boolean DEFAULT false NOT NULL,
	"base_price_info_block" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counter_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"counter_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_eng" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"washing_time" integer DEFAULT 0 NOT NULL,
	"default_amount" integer DEFAULT 0 NOT NULL,
	"easoft_item_id" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"value" integer NOT NULL,
	"limit" integer,
	"applied" integer DEFAULT 0 NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"user_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_type_check" CHECK ("discounts"."type" in ('percent', 'fixed')),
	CONSTRAINT "discounts_value_check" CHECK ("discounts"."value" >= 0),
	CONSTRAINT "discounts_percent_check" CHECK ("discounts"."type" <> 'percent' or "discounts"."value" <= 100),
	CONSTRAINT "discounts_applied_check" CHECK ("discounts"."applied" >= 0),
	CONSTRAINT "discounts_dates_check" CHECK ("discounts"."from_date" <= "discounts"."to_date")
);
--> statement-breakpoint
CREATE TABLE "malls" (
	"id" serial PRIMARY KEY NOT NULL,
	"mall_name" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"logo" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'NORMAL' NOT NULL,
	"message" text NOT NULL,
	"extra_info" text,
	"start_showing" timestamp with time zone NOT NULL,
	"stop_showing" timestamp with time zone NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('NORMAL', 'URGENT', 'INFO')),
	CONSTRAINT "notifications_period_check" CHECK ("notifications"."start_showing" <= "notifications"."stop_showing")
);
--> statement-breakpoint
CREATE TABLE "order_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"street_address" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"message" text,
	CONSTRAINT "order_addresses_type_check" CHECK ("order_addresses"."type" in ('shipping', 'billing'))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"name" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"price_cents" integer NOT NULL,
	"discount_price_cents" integer NOT NULL,
	"easoft_item_id" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"easoft_order_id" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipping_day" date,
	"start_time" time,
	"washing_time" integer DEFAULT 0 NOT NULL,
	"cleaner_id" integer,
	"customer_id" integer NOT NULL,
	"customer_kind" text DEFAULT 'private' NOT NULL,
	"company_name" text,
	"company_vat" text,
	"company_einvoice_address" text,
	"company_operator_id" text,
	"payment_type" text NOT NULL,
	"invoice_channel" text DEFAULT 'none' NOT NULL,
	"discount_id" integer,
	"discount_code" text,
	"discount_amount_cents" integer DEFAULT 0 NOT NULL,
	"discount_type" text,
	"base_price_cents" integer NOT NULL,
	"total_price_cents" integer NOT NULL,
	"total_price_after_discount_cents" integer NOT NULL,
	"additional_info" text,
	"marketing_permission" boolean DEFAULT false NOT NULL,
	"repeated_order" boolean DEFAULT false NOT NULL,
	"clean_interval" integer,
	"international_cleaner" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'fi' NOT NULL,
	"mall_name" text,
	"mall_starting_month" text,
	"mall_cleaning_set" text,
	"idempotency_key" text,
	"quantities" jsonb NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('awaiting_payment', 'paid', 'confirmed', 'cancelled')),
	CONSTRAINT "orders_payment_type_check" CHECK ("orders"."payment_type" in ('bill', 'online')),
	CONSTRAINT "orders_invoice_channel_check" CHECK ("orders"."invoice_channel" in ('none', 'email', 'paper', 'einvoice')),
	CONSTRAINT "orders_language_check" CHECK ("orders"."language" in ('fi', 'en')),
	CONSTRAINT "orders_customer_kind_check" CHECK ("orders"."customer_kind" in ('private', 'company', 'mall')),
	CONSTRAINT "orders_discount_type_check" CHECK ("orders"."discount_type" in ('percent', 'fixed')),
	CONSTRAINT "orders_mall_cleaning_set_check" CHECK ("orders"."mall_cleaning_set" in ('maintain', 'basic', 'shine'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"stamp" text NOT NULL,
	"transaction_id" text,
	"provider" text,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('new', 'ok', 'fail', 'pending', 'delayed'))
);
--> statement-breakpoint
CREATE TABLE "postal_area_codes" (
	"postal_area_id" integer NOT NULL,
	"postal_code" char(5) NOT NULL,
	CONSTRAINT "postal_area_codes_postal_area_id_postal_code_pk" PRIMARY KEY("postal_area_id","postal_code"),
	CONSTRAINT "postal_area_codes_code_check" CHECK ("postal_area_codes"."postal_code" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "postal_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "washer_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"washer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"during" "tstzrange" NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "washer_reservations_during_check" CHECK (not isempty("washer_reservations"."during") and not lower_inf("washer_reservations"."during") and not upper_inf("washer_reservations"."during"))
);
--> statement-breakpoint
CREATE TABLE "refresh_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'admin' NOT NULL,
	"totp_secret" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintaining_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "washer_postal_areas" (
	"washer_id" integer NOT NULL,
	"postal_area_id" integer NOT NULL,
	CONSTRAINT "washer_postal_areas_washer_id_postal_area_id_pk" PRIMARY KEY("washer_id","postal_area_id")
);
--> statement-breakpoint
CREATE TABLE "washers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"maintain_group_id" integer
);
--> statement-breakpoint
ALTER TABLE "calendars" ADD CONSTRAINT "calendars_maintaining_group_id_maintaining_groups_id_fk" FOREIGN KEY ("maintaining_group_id") REFERENCES "public"."maintaining_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendars" ADD CONSTRAINT "calendars_washer_id_washers_id_fk" FOREIGN KEY ("washer_id") REFERENCES "public"."washers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disabled_dates" ADD CONSTRAINT "disabled_dates_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_windows" ADD CONSTRAINT "counter_windows_counter_id_counter_configs_id_fk" FOREIGN KEY ("counter_id") REFERENCES "public"."counter_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_addresses" ADD CONSTRAINT "order_addresses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postal_area_codes" ADD CONSTRAINT "postal_area_codes_postal_area_id_postal_areas_id_fk" FOREIGN KEY ("postal_area_id") REFERENCES "public"."postal_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "washer_reservations" ADD CONSTRAINT "washer_reservations_washer_id_washers_id_fk" FOREIGN KEY ("washer_id") REFERENCES "public"."washers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "washer_reservations" ADD CONSTRAINT "washer_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD CONSTRAINT "refresh_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD CONSTRAINT "refresh_sessions_replaced_by_refresh_sessions_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."refresh_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "washer_postal_areas" ADD CONSTRAINT "washer_postal_areas_washer_id_washers_id_fk" FOREIGN KEY ("washer_id") REFERENCES "public"."washers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "washer_postal_areas" ADD CONSTRAINT "washer_postal_areas_postal_area_id_postal_areas_id_fk" FOREIGN KEY ("postal_area_id") REFERENCES "public"."postal_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "washers" ADD CONSTRAINT "washers_maintain_group_id_maintaining_groups_id_fk" FOREIGN KEY ("maintain_group_id") REFERENCES "public"."maintaining_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendars_washer_idx" ON "calendars" USING btree ("washer_id");--> statement-breakpoint
CREATE INDEX "disabled_dates_calendar_period_idx" ON "disabled_dates" USING btree ("calendar_id","start_datetime","end_datetime");--> statement-breakpoint
CREATE INDEX "counter_windows_counter_sort_idx" ON "counter_windows" USING btree ("counter_id","sort_order");--> statement-breakpoint
CREATE INDEX "customers_email_lower_idx" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_code_lower_idx" ON "discounts" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "malls_mall_name_idx" ON "malls" USING btree ("mall_name");--> statement-breakpoint
CREATE INDEX "notifications_showing_idx" ON "notifications" USING btree ("start_showing","stop_showing");--> statement-breakpoint
CREATE UNIQUE INDEX "order_addresses_order_type_idx" ON "order_addresses" USING btree ("order_id","type");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_idx" ON "orders" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_cleaner_day_idx" ON "orders" USING btree ("cleaner_id","shipping_day");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_stamp_idx" ON "payments" USING btree ("stamp");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_transaction_idx" ON "payments" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "postal_area_codes_code_idx" ON "postal_area_codes" USING btree ("postal_code");--> statement-breakpoint
CREATE INDEX "washer_reservations_order_idx" ON "washer_reservations" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_sessions_token_hash_idx" ON "refresh_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_sessions_family_idx" ON "refresh_sessions" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_sessions_user_idx" ON "refresh_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "washer_postal_areas_area_idx" ON "washer_postal_areas" USING btree ("postal_area_id");--> statement-breakpoint
CREATE INDEX "washers_maintain_group_idx" ON "washers" USING btree ("maintain_group_id");