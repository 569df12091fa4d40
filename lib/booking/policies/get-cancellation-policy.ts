import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { ownPolicyWhere, policySelect, toCancellationPolicy } from './policy-fields';
import type { TCancellationPolicy } from './schemas';

/** One policy of the teacher; another teacher's is reported as missing. */
export async function getCancellationPolicy({
  teacherId,
  policyId,
}: {
  teacherId: string;
  policyId: string;
}): Promise<TCancellationPolicy> {
  const row = await db.cancellationPolicy.findFirst({
    where: ownPolicyWhere(teacherId, policyId),
    select: policySelect,
  });
  if (!row) throw new NotFoundError('Cancellation policy');
  return toCancellationPolicy(row);
}
