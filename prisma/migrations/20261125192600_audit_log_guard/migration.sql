-- Audit log guard (docs/decisions/0045-audit-log-reading-and-retention.md).
--
-- 1. Entries are still never edited, with one exception: deleting a teacher detaches their entries
--    (the foreign key's ON DELETE SET NULL is an UPDATE of "teacherId" to NULL). That update is let
--    through only when it comes from a trigger (the foreign key's own action runs as one) and changes
--    "teacherId" to NULL and nothing else; every other update is still refused.
CREATE OR REPLACE FUNCTION "audit_logs_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1
     AND OLD."teacherId" IS NOT NULL
     AND NEW."teacherId" IS NULL
     AND (to_jsonb(NEW) - 'teacherId') = (to_jsonb(OLD) - 'teacherId') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_logs is append-only';
END;
$$;

-- 2. Entries are deleted only by the audit retention job, which marks its own transaction with
--    SET LOCAL lektio.audit_retention = 'on' (lib/audit/cleanup-audit-log.ts). The setting is
--    transaction-local, so it never leaks to the next transaction on a pooled connection.
CREATE FUNCTION "audit_logs_refuse_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('lektio.audit_retention', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_logs entries are deleted only by the audit retention job';
END;
$$;
CREATE TRIGGER "audit_logs_retention_only_delete" BEFORE DELETE ON "audit_logs"
  FOR EACH ROW EXECUTE FUNCTION "audit_logs_refuse_delete"();
