ALTER TABLE "orders" ADD COLUMN "calendar_uid" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;