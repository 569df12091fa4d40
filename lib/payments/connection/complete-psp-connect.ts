import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { log } from '@/lib/core/log';
import { isUniqueViolation } from '@/lib/core/prisma-errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { exchangeConnectCode } from '@/lib/integrations/psp/connect-oauth';
import { transaction } from '@/lib/outbox/transaction';
import { consumePspConnectState } from './consume-psp-connect-state';
import { PspConnectError } from './psp-connect-error';

export type PspCallback = { code?: string; state?: string; error?: string; error_description?: string };

/**
 * The processor's return: the state is spent first (whatever the outcome, it never works twice),
 * then the code is exchanged for the account id, which is stored on the teacher with its charge
 * capability. One processor account belongs to one teacher.
 */
export async function completePspConnect(teacherId: string, callback: PspCallback, meta?: RequestMeta) {
  await consumePspConnectState(callback.state, teacherId);
  if (callback.error || !callback.code) {
    throw new PspConnectError('denied', callback.error_description ?? callback.error ?? 'No authorization code');
  }
  let account: { accountId: string; chargesEnabled: boolean };
  try {
    account = await exchangeConnectCode(callback.code);
  } catch (error) {
    log.warn({ err: error, teacherId }, 'processor connection: code exchange failed');
    throw new PspConnectError('processor', 'The processor did not accept the authorization');
  }
  try {
    await transaction(async (tx) => {
      const before = await tx.teacher.findUniqueOrThrow({ where: { id: teacherId }, select: { pspAccountId: true } });
      await tx.teacher.update({
        where: { id: teacherId },
        data: {
          pspAccountId: account.accountId,
          pspChargesEnabled: account.chargesEnabled,
          pspConnectedAt: new Date(),
        },
      });
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'settings.psp_connect',
        entity: { type: 'teacher', id: teacherId },
        before: { pspAccountId: before.pspAccountId },
        after: { pspAccountId: account.accountId, pspChargesEnabled: account.chargesEnabled },
        request: meta,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new PspConnectError('account_in_use', 'This processor account is connected to another teacher');
    }
    throw error;
  }
}
