ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "manage_token_sealed" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proposal_of" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proposal_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_proposal_of_idx" ON "orders" USING btree ("proposal_of");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_key_idx" ON "outbox" USING btree ("dedupe_key");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('awaiting_payment', 'paid', 'confirmed', 'cancelled', 'needs_new_time', 'done', 'proposed'));