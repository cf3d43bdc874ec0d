CREATE TABLE "hall_separation_members" (
	"separation_id" uuid NOT NULL,
	"teacher_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	CONSTRAINT "hall_separation_members_separation_id_student_id_pk" PRIMARY KEY("separation_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "hall_separations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hallpasses" ADD COLUMN "state" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "hallpasses" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hallpasses" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hallpasses" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
-- Passes made before P48 were out from the moment they were made: they keep the seed's state (active while
-- their minutes run, read as expired after).
UPDATE "hallpasses" SET "started_at" = "created_at";--> statement-breakpoint
ALTER TABLE "student_accounts" ADD COLUMN "pass_accommodation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hall_separation_members" ADD CONSTRAINT "hall_separation_members_separation_id_hall_separations_id_fk" FOREIGN KEY ("separation_id") REFERENCES "public"."hall_separations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_separation_members" ADD CONSTRAINT "hall_separation_members_account_fk" FOREIGN KEY ("student_id","teacher_id") REFERENCES "public"."student_accounts"("id","teacher_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_separations" ADD CONSTRAINT "hall_separations_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hall_separation_members_student_idx" ON "hall_separation_members" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "hall_separations_teacher_idx" ON "hall_separations" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "hallpasses_course_state_idx" ON "hallpasses" USING btree ("course_id","state");--> statement-breakpoint
ALTER TABLE "hallpasses" ADD CONSTRAINT "hallpasses_state_check" CHECK ("hallpasses"."state" in ('requested', 'waiting', 'active', 'returned'));--> statement-breakpoint
ALTER TABLE "hallpasses" ADD CONSTRAINT "hallpasses_state_times" CHECK (("hallpasses"."state" not in ('active', 'returned') or "hallpasses"."started_at" is not null) and ("hallpasses"."state" <> 'returned' or "hallpasses"."returned_at" is not null));