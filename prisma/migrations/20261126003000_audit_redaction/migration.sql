-- Audit log redaction on erasure (docs/decisions/0063-erasure-follow-ups.md).
--
-- Entries are still never edited, with two exceptions:
-- 1. deleting a teacher detaches their entries (the foreign key's ON DELETE SET NULL, run from a
--    trigger, changing "teacherId" to NULL and nothing else; decision 0045);
-- 2. erasing a student redacts the student's name, e-mail or phone from the free text of entries
--    written before free text stopped being audited (a cancellation reason the student typed). The
--    erasure marks its own transaction with SET LOCAL lektio.audit_redaction = 'on'
--    (lib/privacy/redact-audit-entries.ts), and even then only "metadata" and "changes" may change:
--    who, what, when and where of an entry stay as written. The setting is transaction-local, so it
--    never leaks to the next transaction of a pooled connection.
CREATE OR REPLACE FUNCTION "audit_logs_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1
     AND OLD."teacherId" IS NOT NULL
     AND NEW."teacherId" IS NULL
     AND (to_jsonb(NEW) - 'teacherId') = (to_jsonb(OLD) - 'teacherId') THEN
    RETURN NEW;
  END IF;
  IF current_setting('lektio.audit_redaction', true) = 'on'
     AND (to_jsonb(NEW) - 'metadata' - 'changes') = (to_jsonb(OLD) - 'metadata' - 'changes') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_logs is append-only';
END;
$$;
