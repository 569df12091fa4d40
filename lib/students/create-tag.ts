import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { ConflictError } from '@/lib/core/errors';
import { escapeLikePattern } from '@/lib/core/like-pattern';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import type { TTag } from './response-schemas';
import type { TCreateTagInput } from './schemas';
import { isUniqueViolation } from '@/lib/core/prisma-errors';

type CreateTag = { teacherId: string; input: TCreateTagInput; meta?: RequestMeta };

const nameTaken = (name: string) => new ConflictError(`A tag named "${name}" already exists`);

/**
 * A new tag of the teacher (tags are shared by students, services, materials and sessions). Names
 * are unique per teacher regardless of case: "Beginner" and "beginner" would be one filter twice.
 */
export async function createTag({ teacherId, input, meta }: CreateTag): Promise<TTag> {
  const clash = await db.tag.findFirst({
    where: { teacherId, name: { equals: escapeLikePattern(input.name), mode: 'insensitive' } },
    select: { id: true },
  });
  if (clash) throw nameTaken(input.name);
  let tag;
  try {
    tag = await transaction(async (tx) => {
      const created = await tx.tag.create({
        data: { teacherId, name: input.name, color: input.color ?? null },
        select: { id: true, name: true, color: true },
      });
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'tag.create',
        entity: { type: 'tag', id: created.id },
        after: created,
        request: meta,
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
  return { ...tag, studentCount: 0 };
}
