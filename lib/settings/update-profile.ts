import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import { isUniqueViolation } from '@/lib/core/prisma-errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import type { TTeacherProfile, TUpdateProfile } from './profile-schemas';
import { SlugTakenError } from './slug-taken-error';

const profileSelect = {
  id: true,
  name: true,
  email: true,
  slug: true,
  bio: true,
  avatarUrl: true,
  timezone: true,
  locale: true,
  hourCycle: true,
} as const;

type UpdateProfile = { teacherId: string; input: TUpdateProfile; meta?: RequestMeta };

/**
 * Changes any of the name, public address (slug), bio, time zone, language and clock. A slug another teacher holds
 * is refused with 409 SLUG_TAKEN: checked first for a clear answer, and the unique index catches
 * the race of two teachers claiming it at once. The old address stops working at once (no
 * redirect: the slug is the teacher's to reuse elsewhere). Audited with before and after.
 */
export async function updateProfile({ teacherId, input, meta }: UpdateProfile): Promise<TTeacherProfile> {
  const data = {
    name: input.name,
    slug: input.slug,
    bio: input.bio === undefined ? undefined : input.bio || null,
    timezone: input.timezone,
    locale: input.locale,
    hourCycle: input.hourCycle,
  };
  try {
    return await transaction(async (tx) => {
      const current = await tx.teacher.findFirst({ where: { id: teacherId, deletedAt: null }, select: profileSelect });
      if (!current) throw new NotFoundError('Teacher');
      if (data.slug !== undefined && data.slug !== current.slug) {
        const holder = await tx.teacher.findFirst({ where: { slug: data.slug }, select: { id: true } });
        if (holder) throw new SlugTakenError();
      }
      const updated = await tx.teacher.update({ where: { id: teacherId }, data, select: profileSelect });
      const changed = (Object.keys(data) as (keyof typeof data)[]).filter(
        (key) => data[key] !== undefined && current[key] !== updated[key],
      );
      if (changed.length) {
        await recordAudit(tx, {
          teacherId,
          actor: { type: 'teacher', id: teacherId },
          action: 'settings.profile.update',
          entity: { type: 'teacher', id: teacherId },
          before: Object.fromEntries(changed.map((key) => [key, current[key]])),
          after: Object.fromEntries(changed.map((key) => [key, updated[key]])),
          request: meta,
        });
      }
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTakenError();
    throw error;
  }
}
