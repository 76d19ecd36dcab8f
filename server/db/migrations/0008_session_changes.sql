-- Decision 0027: a change to a session or to its user is announced on the channel session_changes, so
-- that a process which keeps sessions in memory (the embedded database's, server/modules/accounts/
-- session-cache.ts) drops what changed. Whatever makes the change (a module, a script, a cascade, raw
-- SQL) is announced; notifications are sent at commit, and only then. The payload is `s:` and the
-- session's id hash, `u:` and the user's id, or `*` when a table is emptied. A new session needs no
-- notice: its id is new. On PostgreSQL no process listens today; the notices cost little beside the
-- writes that send them (a session's idle expiry moves at most once an hour).
CREATE FUNCTION "session_changes_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('session_changes', '*');
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('session_changes', 's:' || OLD."id_hash");
  ELSE
    PERFORM pg_notify('session_changes', 'u:' || OLD."id");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "session_changes_notify"();
--> statement-breakpoint
CREATE TRIGGER "sessions_emptied" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_notify"();
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "session_changes_notify"();
--> statement-breakpoint
CREATE TRIGGER "users_emptied" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_notify"();
