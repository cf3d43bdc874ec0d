CREATE TABLE "hallpasses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"destination" text NOT NULL,
	"duration" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_by_id" uuid,
	"cost" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hallpasses_duration_positive" CHECK ("hallpasses"."duration" > 0),
	CONSTRAINT "hallpasses_cost_not_negative" CHECK ("hallpasses"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "song_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"title" text NOT NULL,
	"artist" text NOT NULL,
	"status" text DEFAULT 'pendingApproval' NOT NULL,
	"status_description" text DEFAULT '' NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"removal_requested_by" uuid,
	"removal_cost" integer DEFAULT 0 NOT NULL,
	"removed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "song_requests_status_check" CHECK ("song_requests"."status" in ('approved', 'pendingApproval', 'pendingRemoval', 'rejected', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "hallpasses" ADD CONSTRAINT "hallpasses_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hallpasses" ADD CONSTRAINT "hallpasses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hallpasses" ADD CONSTRAINT "hallpasses_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hallpasses" ADD CONSTRAINT "hallpasses_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_requests" ADD CONSTRAINT "song_requests_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_requests" ADD CONSTRAINT "song_requests_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_requests" ADD CONSTRAINT "song_requests_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_requests" ADD CONSTRAINT "song_requests_removal_requested_by_users_id_fk" FOREIGN KEY ("removal_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hallpasses_course_created_idx" ON "hallpasses" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "hallpasses_student_created_idx" ON "hallpasses" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "hallpasses_teacher_idx" ON "hallpasses" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "song_requests_course_idx" ON "song_requests" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "song_requests_teacher_idx" ON "song_requests" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "song_requests_student_idx" ON "song_requests" USING btree ("student_id");--> statement-breakpoint
-- What earlier charges and refunds paid for: store orders and quick purchases carry their order or
-- product, Prime its title.
UPDATE "transactions" SET "source" = 'store' WHERE "purchase_id" IS NOT NULL OR "product_id" IS NOT NULL;--> statement-breakpoint
UPDATE "transactions" SET "source" = 'prime' WHERE "purchase_id" IS NULL AND "type_title" = 'Prime' AND "created_by" = "student_id";
