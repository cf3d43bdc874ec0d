-- P40: a student is one person (users) with an economy account per teacher (student_accounts) in
-- any number of that teacher's courses (enrollments). Every existing student becomes one person
-- with one account whose id is their user id, so every stored student_id, every id a client holds
-- and every audit entry keeps pointing at the same economy, with no data rewritten.
CREATE TABLE "enrollments" (
	"account_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrollments_account_id_course_id_pk" PRIMARY KEY("account_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "student_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"teacher_id" uuid NOT NULL,
	"dropped" boolean DEFAULT false NOT NULL,
	"has_prime" boolean DEFAULT false NOT NULL,
	"prime_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "account_id" uuid;
--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_account_id_student_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."student_accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_accounts" ADD CONSTRAINT "student_accounts_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_accounts" ADD CONSTRAINT "student_accounts_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "enrollments_course_idx" ON "enrollments" USING btree ("course_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "student_accounts_person_teacher_idx" ON "student_accounts" USING btree ("person_id","teacher_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "student_accounts_id_teacher_idx" ON "student_accounts" USING btree ("id","teacher_id");
--> statement-breakpoint
CREATE INDEX "student_accounts_teacher_idx" ON "student_accounts" USING btree ("teacher_id");
--> statement-breakpoint

-- The copy: one account per student with the same id; their course when it is their teacher's.
INSERT INTO "student_accounts" ("id", "person_id", "teacher_id", "dropped", "has_prime", "prime_expires_at", "created_at", "updated_at")
  SELECT "id", "id", "teacher_id", "dropped", "has_prime", "prime_expires_at", "created_at", "updated_at"
  FROM "users" WHERE "role" = 'student' AND "teacher_id" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "enrollments" ("account_id", "course_id", "created_at")
  SELECT u."id", u."course_id", u."updated_at" FROM "users" u
  JOIN "courses" c ON c."id" = u."course_id" AND c."teacher_id" = u."teacher_id"
  WHERE u."role" = 'student';
--> statement-breakpoint
UPDATE "notifications" n SET "account_id" = n."user_id" FROM "student_accounts" a WHERE a."id" = n."user_id";
--> statement-breakpoint
-- The new keys tie every economy row to its teacher's account. Every writer so far took the
-- student's own teacher, so nothing should differ; if something does, stop and say where rather
-- than guess whose points they are.
DO $$
DECLARE
  stray text;
BEGIN
  SELECT string_agg(t || ': ' || n, ', ') INTO stray FROM (
    SELECT 'transactions' AS t, count(*) AS n FROM "transactions" x LEFT JOIN "student_accounts" a ON a."id" = x."student_id" AND a."teacher_id" = x."teacher_id" WHERE a."id" IS NULL
    UNION ALL SELECT 'purchases', count(*) FROM "purchases" x LEFT JOIN "student_accounts" a ON a."id" = x."student_id" AND a."teacher_id" = x."teacher_id" WHERE a."id" IS NULL
    UNION ALL SELECT 'hallpasses', count(*) FROM "hallpasses" x LEFT JOIN "student_accounts" a ON a."id" = x."student_id" AND a."teacher_id" = x."teacher_id" WHERE a."id" IS NULL
    UNION ALL SELECT 'song_requests', count(*) FROM "song_requests" x LEFT JOIN "student_accounts" a ON a."id" = x."student_id" AND a."teacher_id" = x."teacher_id" WHERE a."id" IS NULL
    UNION ALL SELECT 'jukebox_plays', count(*) FROM "jukebox_plays" x LEFT JOIN "student_accounts" a ON a."id" = x."student_id" AND a."teacher_id" = x."teacher_id" WHERE x."student_id" IS NOT NULL AND a."id" IS NULL
  ) counted WHERE n > 0;
  IF stray IS NOT NULL THEN
    RAISE EXCEPTION 'Classmint upgrade stopped: rows whose teacher is not their student''s teacher (%); nothing was changed', stray;
  END IF;
END
$$;
--> statement-breakpoint
ALTER TABLE "hallpasses" DROP CONSTRAINT "hallpasses_student_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "jukebox_plays" DROP CONSTRAINT "jukebox_plays_student_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "purchases" DROP CONSTRAINT "purchases_student_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "scores" DROP CONSTRAINT "scores_student_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "song_requests" DROP CONSTRAINT "song_requests_student_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "song_requests" DROP CONSTRAINT "song_requests_removal_requested_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_student_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "hallpasses" ADD CONSTRAINT "hallpasses_student_account_fk" FOREIGN KEY ("student_id","teacher_id") REFERENCES "public"."student_accounts"("id","teacher_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "jukebox_plays" ADD CONSTRAINT "jukebox_plays_student_account_fk" FOREIGN KEY ("student_id","teacher_id") REFERENCES "public"."student_accounts"("id","teacher_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_student_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."student_accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_student_account_fk" FOREIGN KEY ("student_id","teacher_id") REFERENCES "public"."student_accounts"("id","teacher_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_student_id_student_accounts_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student_accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "song_requests" ADD CONSTRAINT "song_requests_removal_requested_by_student_accounts_id_fk" FOREIGN KEY ("removal_requested_by") REFERENCES "public"."student_accounts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "song_requests" ADD CONSTRAINT "song_requests_student_account_fk" FOREIGN KEY ("student_id","teacher_id") REFERENCES "public"."student_accounts"("id","teacher_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_student_account_fk" FOREIGN KEY ("student_id","teacher_id") REFERENCES "public"."student_accounts"("id","teacher_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "notifications_account_idx" ON "notifications" USING btree ("account_id","created_at");
--> statement-breakpoint

-- Migration 0008's trigger named columns that move here: it is made again without them, and the
-- accounts and enrolments tell the sessions cache (and the live streams) about their person.
DROP TRIGGER "users_session_facts_changed" ON "users";
--> statement-breakpoint
CREATE TRIGGER users_session_facts_changed AFTER UPDATE OF username, role, password_hash ON users
  FOR EACH ROW
  WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION classmint_sessions_changed();
--> statement-breakpoint
CREATE FUNCTION classmint_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person uuid;
BEGIN
  IF TG_TABLE_NAME = 'student_accounts' THEN
    person := COALESCE(NEW.person_id, OLD.person_id);
  ELSE
    -- An enrolment deleted with its account finds no account: the account's own trigger spoke.
    SELECT a.person_id INTO person FROM student_accounts a WHERE a.id = COALESCE(NEW.account_id, OLD.account_id);
  END IF;
  IF person IS NOT NULL THEN
    PERFORM pg_notify('classmint_sessions', person::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER student_accounts_changed AFTER INSERT OR DELETE OR UPDATE OF dropped, teacher_id, person_id ON student_accounts
  FOR EACH ROW EXECUTE FUNCTION classmint_account_changed();
--> statement-breakpoint
CREATE TRIGGER enrollments_changed AFTER INSERT OR DELETE ON enrollments
  FOR EACH ROW EXECUTE FUNCTION classmint_account_changed();
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_student_has_teacher";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_teacher_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_course_id_courses_id_fk";
--> statement-breakpoint
DROP INDEX "users_teacher_idx";
--> statement-breakpoint
DROP INDEX "users_course_idx";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "has_prime";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "prime_expires_at";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "dropped";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "teacher_id";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "course_id";
