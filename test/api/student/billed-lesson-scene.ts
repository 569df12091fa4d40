import type { ServiceBilling } from '@/generated/prisma/enums';
import { db } from '@/lib/core/db';
import { createCancellationPolicy, createEnrollment } from '@/test/factories';
import { bookedSession, hour, setUpStudent } from './session-routes';

type PolicyFields = Omit<Parameters<typeof createCancellationPolicy>[0], 'teacherId' | 'isDefault'>;

/**
 * A signed-in student with one lesson `hoursAhead` from now of a service billed `billing` (monthly
 * tuition, post-paid) at `priceAmount`, on an enrollment of one session, under the teacher's default
 * cancellation policy (the factory's, with `policy` over it): the scene of the make-up credit and
 * post-paid cancellation tests (decisions 0155, 0156).
 */
export async function billedLessonScene(input: {
  billing: Exclude<ServiceBilling, 'prepaid'>;
  priceAmount: number;
  hoursAhead: number;
  policy?: PolicyFields;
}) {
  const kit = await setUpStudent({ credits: 0 });
  await db.service.update({
    where: { id: kit.service.id },
    data: { billing: input.billing, priceAmount: input.priceAmount },
  });
  await createCancellationPolicy({ teacherId: kit.teacher.id, isDefault: true, ...input.policy });
  const enrollment = await createEnrollment({
    teacherId: kit.teacher.id,
    serviceId: kit.service.id,
    studentId: kit.student.id,
    sessionsTotal: 1,
  });
  const session = await bookedSession({
    teacherId: kit.teacher.id,
    serviceId: kit.service.id,
    studentId: kit.student.id,
    enrollmentId: enrollment.id,
    startUtc: new Date(Date.now() + input.hoursAhead * hour),
  });
  return { ...kit, enrollment, session };
}
