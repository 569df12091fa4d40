import 'server-only';
import { createElement } from 'react';
import { env } from '@/lib/core/env';
import { toLocale } from '@/lib/core/locale';
import { log } from '@/lib/core/log';
import { enqueueEmail } from '@/lib/outbox/enqueue-email';
import { transaction } from '@/lib/outbox/transaction';
import { CaldavReconnectEmail, caldavReconnectSubject } from './caldav-reconnect-email';

/**
 * The CalDAV server refused the stored credentials: the connection becomes `needs_reauth` (jobs stop
 * retrying in vain, the settings page says "reconnect") and the teacher is e-mailed, through the
 * outbox in the same transaction, once per failure episode (decision 0137): only the change from
 * `connected` sends it, so further refusals while it waits send nothing, and a reconnect (status
 * `connected` again) opens the next episode. Answers whether this call started the episode.
 */
export async function markCaldavNeedsReauth(teacherId: string): Promise<boolean> {
  return transaction(async (tx) => {
    const { count } = await tx.caldavConnection.updateMany({
      where: { teacherId, status: 'connected' },
      data: { status: 'needs_reauth' },
    });
    if (count === 0) return false;
    const connection = await tx.caldavConnection.findUniqueOrThrow({
      where: { teacherId },
      select: { serverUrl: true, teacher: { select: { name: true, email: true, locale: true } } },
    });
    const serverHost = new URL(connection.serverUrl).host;
    // In the teacher's language, like every e-mail to them (issue 32).
    const locale = toLocale(connection.teacher.locale);
    await enqueueEmail(tx, {
      to: connection.teacher.email,
      teacherId,
      subject: caldavReconnectSubject(locale),
      react: createElement(CaldavReconnectEmail, {
        locale,
        teacherName: connection.teacher.name,
        serverHost,
        settingsUrl: new URL('/teacher/settings/integrations', env().APP_URL).toString(),
      }),
    });
    log.warn({ teacherId }, 'caldav credentials refused, connection needs reauthorisation');
    return true;
  });
}
