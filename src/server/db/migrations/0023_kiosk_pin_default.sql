-- Issue 42: kiosk PINs are on by default from this version (P49). A teacher whose settings never
-- said (stored before P49, or never stored: a teacher made by a roster or the school's sign-in)
-- keeps what they had, PINs off, written down so the new default does not change it.
INSERT INTO "teacher_settings" ("teacher_id", "settings")
SELECT "id", '{"hallpass": {"kioskPin": false}}'::jsonb FROM "users" WHERE "role" = 'teacher'
ON CONFLICT ("teacher_id") DO NOTHING;
--> statement-breakpoint
UPDATE "teacher_settings"
SET "settings" = CASE
  WHEN jsonb_typeof("settings") = 'object' THEN jsonb_set(
    "settings",
    '{hallpass}',
    CASE WHEN jsonb_typeof("settings" -> 'hallpass') = 'object' THEN "settings" -> 'hallpass' ELSE '{}'::jsonb END
      || '{"kioskPin": false}'::jsonb
  )
  ELSE '{"hallpass": {"kioskPin": false}}'::jsonb
END
WHERE jsonb_typeof("settings" -> 'hallpass' -> 'kioskPin') IS DISTINCT FROM 'boolean';
