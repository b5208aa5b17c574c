CREATE TABLE "postal_area_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "postal_area_version_single_row" CHECK ("postal_area_version"."id" = 1)
);
