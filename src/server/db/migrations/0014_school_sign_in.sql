CREATE TABLE "oidc_auth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"nonce_sealed" text NOT NULL,
	"verifier_sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "sourced_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sourced_id" text;--> statement-breakpoint
CREATE INDEX "oidc_auth_states_expires_idx" ON "oidc_auth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_sourced_id_idx" ON "courses" USING btree ("sourced_id") WHERE "courses"."sourced_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email")) WHERE "users"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_sourced_id_idx" ON "users" USING btree ("sourced_id") WHERE "users"."sourced_id" is not null;