CREATE TABLE "roster_enrollments" (
	"account_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"dropped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_enrollments_account_id_course_id_pk" PRIMARY KEY("account_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "roster_enrollments" ADD CONSTRAINT "roster_enrollments_account_id_student_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."student_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_enrollments" ADD CONSTRAINT "roster_enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roster_enrollments_course_idx" ON "roster_enrollments" USING btree ("course_id");