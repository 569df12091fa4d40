import 'server-only';
import type { Prisma } from '@/lib/core/db';
import type { Scope } from './erase-records';

type Tx = Prisma.TransactionClient;
type Entry = { id: string; metadata: unknown; changes: unknown };

const erased = '[erased]';

/** Every string inside a JSON value with the student's name, e-mail or phone replaced; keys kept. */
function scrubJson(value: unknown, matcher: RegExp): unknown {
  if (typeof value === 'string') return value.replace(matcher, erased);
  if (Array.isArray(value)) return value.map((item) => scrubJson(item, matcher));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubJson(item, matcher)]));
  }
  return value;
}

const asJson = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * The teacher's audit entries whose metadata or diff still name the student (free text audited before
 * decision 0063, such as a cancellation reason the student typed) get the name, e-mail or phone
 * replaced by `[erased]`, inside the erasure's transaction. The log is append-only: the transaction
 * marks itself with `lektio.audit_redaction` (transaction-local), which lets the guard trigger
 * through an update of `metadata` and `changes` only (migration `audit_redaction`); the mark is
 * taken off again right after. The values are rewritten in JSON, not as text, so a name holding a
 * quote cannot break an entry. Answers how many entries were redacted.
 */
export async function redactAuditEntries(tx: Tx, { teacherId }: Scope, pattern: string): Promise<number> {
  const entries = await tx.$queryRaw<Entry[]>`
    SELECT "id", "metadata", "changes" FROM "audit_logs"
     WHERE "teacherId" = ${teacherId}::uuid
       AND ("metadata"::text ~* ${pattern} OR "changes"::text ~* ${pattern})`;
  if (!entries.length) return 0;
  // identityPattern escapes every term for both PostgreSQL and JavaScript regular expressions.
  const matcher = new RegExp(pattern, 'gi');
  await tx.$executeRaw`SET LOCAL lektio.audit_redaction = 'on'`;
  for (const entry of entries) {
    await tx.$executeRaw`
      UPDATE "audit_logs"
         SET "metadata" = ${asJson(scrubJson(entry.metadata, matcher))}::jsonb,
             "changes" = ${asJson(scrubJson(entry.changes, matcher))}::jsonb
       WHERE "id" = ${entry.id}::uuid AND "teacherId" = ${teacherId}::uuid`;
  }
  await tx.$executeRaw`SET LOCAL lektio.audit_redaction = 'off'`;
  return entries.length;
}
