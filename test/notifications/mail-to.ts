import { db } from '@/lib/core/db';
import type { EmailPayload } from '@/lib/outbox/effect-types';

/** The messages sent to `to`, oldest first, with the text of their attachments (tests). */
export async function mailTo(to: string) {
  const rows = await db.emailOutbox.findMany({
    where: { to },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, subject: true, text: true, teacherId: true },
  });
  const effects = await db.outboxEffect.findMany({ where: { id: { in: rows.map((row) => row.id) } } });
  const filesOf = (id: string) =>
    ((effects.find((effect) => effect.id === id)?.payload as EmailPayload | undefined)?.attachments ?? []).map(
      (file) => ({
        ...file,
        text: Buffer.from(file.contentBase64, 'base64')
          .toString('utf8')
          .replace(/\r\n[ \t]/g, ''),
      }),
    );
  return rows.map((row) => ({ ...row, files: filesOf(row.id) }));
}
