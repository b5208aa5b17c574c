ALTER TABLE "refresh_sessions" ADD COLUMN "access_token_hash" text;--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD COLUMN "access_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD COLUMN "family_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_sessions_access_token_hash_idx" ON "refresh_sessions" USING btree ("access_token_hash");