import 'server-only';
import { db } from '@/lib/core/db';
import { pageWindow, toPage, type Page } from '@/lib/core/pagination';
import { policySelect, toCancellationPolicy } from './policy-fields';
import type { TCancellationPolicy, TListPoliciesQuery } from './schemas';

/** The teacher's policies: the default first, then oldest first. */
export async function listCancellationPolicies({
  teacherId,
  query,
}: {
  teacherId: string;
  query: TListPoliciesQuery;
}): Promise<Page<TCancellationPolicy>> {
  const where = { teacherId };
  const [rows, total] = await Promise.all([
    db.cancellationPolicy.findMany({
      where,
      orderBy: [{ isDefault: 'desc' }, { createdAt: 'asc' }, { id: 'asc' }],
      select: policySelect,
      ...pageWindow(query),
    }),
    db.cancellationPolicy.count({ where }),
  ]);
  return toPage(rows.map(toCancellationPolicy), total, query);
}
