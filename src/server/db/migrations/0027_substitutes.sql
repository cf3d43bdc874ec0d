CREATE TABLE "substitute_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "substitute_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"code_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "substitute_name" text;--> statement-breakpoint
ALTER TABLE "substitute_codes" ADD CONSTRAINT "substitute_codes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitute_sessions" ADD CONSTRAINT "substitute_sessions_code_id_substitute_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."substitute_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "substitute_codes_code_idx" ON "substitute_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "substitute_codes_course_idx" ON "substitute_codes" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "substitute_sessions_code_idx" ON "substitute_sessions" USING btree ("code_id");