ALTER TABLE "orders" DROP CONSTRAINT "orders_language_check";--> statement-breakpoint
ALTER TABLE "counter_windows" ADD COLUMN "title_sv" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_sv" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "extra_info_sv" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_check" CHECK ("orders"."language" in ('fi', 'en', 'sv'));