ALTER TABLE "jukebox_plays" ADD COLUMN "state" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "spotify_connections" ADD COLUMN "refresh_lease_until" timestamp with time zone;