CREATE TABLE "hall_emergencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid,
	"started_by_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kiosk_requests" (
	"kiosk_id" uuid NOT NULL,
	"key" text NOT NULL,
	"pass_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosk_requests_kiosk_id_key_pk" PRIMARY KEY("kiosk_id","key")
);
--> statement-breakpoint
CREATE TABLE "kiosk_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiosks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "hallpasses" ADD COLUMN "emergency_id" uuid;--> statement-breakpoint
ALTER TABLE "student_accounts" ADD COLUMN "kiosk_pin_hash" text;--> statement-breakpoint
ALTER TABLE "hall_emergencies" ADD CONSTRAINT "hall_emergencies_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_emergencies" ADD CONSTRAINT "hall_emergencies_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_requests" ADD CONSTRAINT "kiosk_requests_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_requests" ADD CONSTRAINT "kiosk_requests_pass_id_hallpasses_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."hallpasses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_sessions" ADD CONSTRAINT "kiosk_sessions_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hall_emergencies_one_open_idx" ON "hall_emergencies" USING btree (coalesce("teacher_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "hall_emergencies"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "kiosk_requests_created_idx" ON "kiosk_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "kiosk_sessions_kiosk_idx" ON "kiosk_sessions" USING btree ("kiosk_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kiosks_code_hash_idx" ON "kiosks" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "kiosks_teacher_idx" ON "kiosks" USING btree ("teacher_id");--> statement-breakpoint
ALTER TABLE "hallpasses" ADD CONSTRAINT "hallpasses_emergency_id_hall_emergencies_id_fk" FOREIGN KEY ("emergency_id") REFERENCES "public"."hall_emergencies"("id") ON DELETE set null ON UPDATE no action;