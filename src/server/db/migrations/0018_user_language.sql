ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'es'));--> statement-breakpoint

-- The session carries the person's language (the server answers in it), so choosing one must
-- reach every instance's session cache as a password change does.
DROP TRIGGER "users_session_facts_changed" ON "users";
--> statement-breakpoint
CREATE TRIGGER users_session_facts_changed AFTER UPDATE OF username, role, password_hash, language ON users
  FOR EACH ROW
  WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.password_hash IS DISTINCT FROM NEW.password_hash OR OLD.language IS DISTINCT FROM NEW.language)
  EXECUTE FUNCTION classmint_sessions_changed();
