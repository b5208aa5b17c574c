ALTER TABLE "notifications" ADD COLUMN "message_en" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "extra_info_en" text;