CREATE TABLE "course_co_teachers" (
	"course_id" uuid NOT NULL,
	"co_teacher_id" uuid NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "course_co_teachers_course_id_co_teacher_id_pk" PRIMARY KEY("course_id","co_teacher_id")
);
--> statement-breakpoint
ALTER TABLE "course_co_teachers" ADD CONSTRAINT "course_co_teachers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_co_teachers" ADD CONSTRAINT "course_co_teachers_co_teacher_id_users_id_fk" FOREIGN KEY ("co_teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_co_teachers_co_teacher_idx" ON "course_co_teachers" USING btree ("co_teacher_id");--> statement-breakpoint
-- A co-teacher coming or going (P60; also when the course or a teacher goes) tells every instance,
-- at commit, on migration 0008's channel, so their open live-update streams check them again.
CREATE FUNCTION classmint_co_teaching_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('classmint_sessions', NEW.co_teacher_id::text);
  ELSE
    PERFORM pg_notify('classmint_sessions', OLD.co_teacher_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER course_co_teachers_changed AFTER INSERT OR DELETE ON course_co_teachers
  FOR EACH ROW EXECUTE FUNCTION classmint_co_teaching_changed();
