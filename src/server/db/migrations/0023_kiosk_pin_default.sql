-- Issue 42: kiosk PINs are on by default from this version (P49). A teacher whose settings never
-- said (stored before P49, or never stored: a teacher made by a roster or the school's sign-in)
-- keeps what they had, PINs off, written down so the new default does not change it.
-- A row written here is dated as its teacher (not the upgrade's moment), so a restored backup
-- upgraded later holds the same rows as the installation upgraded in place.
INSERT INTO "teacher_settings" ("teacher_id", "settings", "updated_at")
SELECT "id", '{"hallpass": {"kioskPin": false}}'::jsonb, "created_at" FROM "users" WHERE "role" = 'teacher'
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
