import 'server-only';
import type { Prisma } from '@/lib/core/db';
import type { TImportRowAction } from './schemas';

export type RowOutcome = {
  line: number;
  action: TImportRowAction;
  entityId: string | null;
  before: Record<string, unknown> | null;
  appliedAt: Date | null;
};

/**
 * Records on each import row what the commit did (final action, the record, the fields it replaced and
 * the record's updatedAt after the write) in one UPDATE over arrays, not one statement per row.
 */
export async function writeRowOutcomes(tx: Prisma.TransactionClient, importId: string, outcomes: RowOutcome[]) {
  if (!outcomes.length) return;
  const lines = outcomes.map((outcome) => outcome.line);
  const actions = outcomes.map((outcome) => outcome.action);
  const ids = outcomes.map((outcome) => outcome.entityId);
  const befores = outcomes.map((outcome) => (outcome.before ? JSON.stringify(outcome.before) : null));
  const applied = outcomes.map((outcome) => outcome.appliedAt?.toISOString() ?? null);
  await tx.$executeRaw`
    UPDATE "import_rows" AS r
    SET "action" = u.action::"ImportRowAction", "entityId" = u.entity_id::uuid,
        "before" = u.before::jsonb, "appliedAt" = u.applied_at::timestamptz
    FROM unnest(${lines}::int[], ${actions}::text[], ${ids}::text[], ${befores}::text[], ${applied}::text[])
      AS u(line, action, entity_id, before, applied_at)
    WHERE r."importId" = ${importId}::uuid AND r."line" = u.line`;
}
