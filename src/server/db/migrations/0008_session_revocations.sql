-- Each instance keeps the sessions it checked moments ago in memory
-- (src/server/features/auth/session-cache.ts). These triggers tell every instance, when the change
-- commits, that a person's sessions must be checked again: a session ended, or what a session says
-- about its person changed. Whatever made the change (a service, a cascade, a manual fix in psql)
-- is heard, so no code path can forget to.
CREATE FUNCTION classmint_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('classmint_sessions', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('classmint_sessions', OLD.id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION classmint_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER users_session_facts_changed AFTER UPDATE OF username, role, teacher_id, dropped, password_hash ON users
  FOR EACH ROW
  WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.teacher_id IS DISTINCT FROM NEW.teacher_id OR OLD.dropped IS DISTINCT FROM NEW.dropped
    OR OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION classmint_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION classmint_sessions_changed();
