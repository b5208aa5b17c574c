CREATE TABLE "order_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'office';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "progress" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "progress_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "washer_id" integer;--> statement-breakpoint
ALTER TABLE "order_photos" ADD CONSTRAINT "order_photos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_photos" ADD CONSTRAINT "order_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_photos_order_idx" ON "order_photos" USING btree ("order_id","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_washer_id_washers_id_fk" FOREIGN KEY ("washer_id") REFERENCES "public"."washers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_washer_idx" ON "users" USING btree ("washer_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_progress_check" CHECK ("orders"."progress" in ('on_the_way', 'started', 'done', 'not_done'));--> statement-breakpoint
-- Every user so far was an admin (the only role there was); they stay admins (issue 23).
UPDATE "users" SET "role" = 'admin' WHERE "role" NOT IN ('admin', 'office', 'washer');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'office', 'washer'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_washer_role_check" CHECK (("users"."role" = 'washer') = ("users"."washer_id" is not null));