CREATE TABLE "retention_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"passes" integer NOT NULL,
	"songs" integer NOT NULL,
	"jukebox" integer NOT NULL,
	"notifications" integer NOT NULL,
	"audit" integer NOT NULL,
	"access_log" integer NOT NULL,
	"sessions" integer NOT NULL,
	"last_purged_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_settings_one_row" CHECK ("retention_settings"."id"),
	CONSTRAINT "retention_settings_days_positive" CHECK (least("retention_settings"."passes", "retention_settings"."songs", "retention_settings"."jukebox", "retention_settings"."notifications", "retention_settings"."audit", "retention_settings"."access_log", "retention_settings"."sessions") >= 1)
);
