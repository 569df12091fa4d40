import { recordAudit } from '@/lib/audit/record-audit';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import type { GoogleIdentity } from '@/lib/integrations/google/exchange-sign-in-code';
import { ensureEmailUnclaimed } from './ensure-email-unclaimed';
import { idpTeacherFields, type IdpTeacher } from './idp-teacher';
import { pickFreeTeacherSlug } from './pick-free-teacher-slug';

/**
 * A first Google sign-in creates the teacher, linked to the Google subject. Timezone starts at UTC
 * and onboarding as not completed: the onboarding page is where the teacher confirms both.
 */
export async function createIdpTeacher(identity: GoogleIdentity, meta: RequestMeta): Promise<IdpTeacher> {
  await ensureEmailUnclaimed(identity.email);
  const name = identity.name ?? identity.email.split('@')[0] ?? identity.email;
  const slug = await pickFreeTeacherSlug(name, identity.email);
  return transaction(async (tx) => {
    const teacher = await tx.teacher.create({
      data: {
        name,
        email: identity.email,
        slug,
        idpSubject: identity.subject,
        timezone: 'UTC',
        onboardingCompleted: false,
      },
      select: idpTeacherFields,
    });
    await recordAudit(tx, {
      teacherId: teacher.id,
      actor: { type: 'teacher', id: teacher.id },
      action: 'teacher.create',
      entity: { type: 'teacher', id: teacher.id },
      after: { name, email: identity.email, slug, timezone: 'UTC', onboardingCompleted: false },
      metadata: { source: 'idp' },
      request: meta,
    });
    return teacher;
  });
}
