CREATE TABLE "jukebox_access_requests" (
	"teacher_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jukebox_plays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"course_id" uuid,
	"student_id" uuid,
	"kind" text NOT NULL,
	"track_uri" text,
	"track_name" text NOT NULL,
	"artists" text NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jukebox_plays_cost_not_negative" CHECK ("jukebox_plays"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "spotify_auth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"teacher_id" uuid NOT NULL,
	"verifier_sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spotify_connections" (
	"teacher_id" uuid PRIMARY KEY NOT NULL,
	"spotify_user_id" text NOT NULL,
	"display_name" text NOT NULL,
	"product" text NOT NULL,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jukebox_access_requests" ADD CONSTRAINT "jukebox_access_requests_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jukebox_plays" ADD CONSTRAINT "jukebox_plays_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jukebox_plays" ADD CONSTRAINT "jukebox_plays_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jukebox_plays" ADD CONSTRAINT "jukebox_plays_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jukebox_plays" ADD CONSTRAINT "jukebox_plays_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spotify_auth_states" ADD CONSTRAINT "spotify_auth_states_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spotify_connections" ADD CONSTRAINT "spotify_connections_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jukebox_plays_teacher_created_idx" ON "jukebox_plays" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE INDEX "jukebox_plays_student_created_idx" ON "jukebox_plays" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "spotify_auth_states_teacher_idx" ON "spotify_auth_states" USING btree ("teacher_id");