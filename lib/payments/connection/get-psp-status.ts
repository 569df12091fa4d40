import 'server-only';
import { db } from '@/lib/core/db';
import { env } from '@/lib/core/env';
import type { TPspStatus } from '../schemas';

/** Whether the teacher can take payments, and where they go. */
export async function getPspStatus(teacherId: string): Promise<TPspStatus> {
  const teacher = await db.teacher.findUniqueOrThrow({
    where: { id: teacherId },
    select: { pspAccountId: true, pspChargesEnabled: true, pspConnectedAt: true },
  });
  const config = env();
  return {
    connected: teacher.pspAccountId !== null,
    accountId: teacher.pspAccountId,
    chargesEnabled: teacher.pspChargesEnabled,
    connectedAt: teacher.pspConnectedAt?.toISOString() ?? null,
    simulated: !config.STRIPE_SECRET_KEY && config.APP_ENV !== 'production',
  };
}
