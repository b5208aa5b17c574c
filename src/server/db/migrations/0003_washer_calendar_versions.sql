CREATE TABLE "washer_calendar_versions" (
	"washer_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
DROP INDEX "disabled_dates_calendar_period_idx";--> statement-breakpoint
CREATE INDEX "disabled_dates_calendar_end_idx" ON "disabled_dates" USING btree ("calendar_id","end_datetime","start_datetime");