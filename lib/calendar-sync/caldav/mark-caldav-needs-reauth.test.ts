import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { flushOutbox } from '@/lib/outbox/after-commit';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { markCaldavNeedsReauth } from './mark-caldav-needs-reauth';
import { syncSessionCaldavEvent } from './sync-session-caldav-event';

const reconnectMails = (teacherId: string) =>
  db.emailOutbox.findMany({ where: { teacherId, subject: 'Your calendar needs reconnecting' } });

/** A teacher whose CalDAV password no longer opens (as after a revoked app password), with a lesson to write. */
async function refusedConnection(locale = 'en') {
  const teacher = await createTeacher({ locale });
  await db.caldavConnection.create({
    data: {
      teacherId: teacher.id,
      serverUrl: 'https://dav.example.test:8443/remote.php/dav',
      username: 'ana',
      encryptedPassword: 'not-a-sealed-password',
      writeCalendarUrl: 'https://dav.example.test:8443/remote.php/dav/calendars/ana/work/',
    },
  });
  const student = await createStudent({ teacherId: teacher.id });
  const service = await createService({ teacherId: teacher.id });
  const session = await createSession({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
  return { teacher, session };
}

describe('the CalDAV "reconnect needed" e-mail (decision 0137)', () => {
  it('goes to the teacher once per failure episode, through the outbox, and again after a reconnect fails anew', async () => {
    const { teacher, session } = await refusedConnection();
    const sync = () => syncSessionCaldavEvent({ teacherId: teacher.id, sessionId: session.id });

    expect(await sync()).toBe('skipped');
    await flushOutbox();
    const connection = await db.caldavConnection.findUniqueOrThrow({ where: { teacherId: teacher.id } });
    expect(connection.status).toBe('needs_reauth');
    const [mail, ...more] = await reconnectMails(teacher.id);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: teacher.email });
    expect(mail!.text).toContain('dav.example.test:8443');
    expect(mail!.html).toContain('/teacher/settings/integrations');
    expect(mail!.html).not.toContain('not-a-sealed-password');

    // The server keeps refusing: no second e-mail for the same episode.
    expect(await sync()).toBe('skipped');
    expect(await markCaldavNeedsReauth(teacher.id)).toBe(false);
    expect(await reconnectMails(teacher.id)).toHaveLength(1);

    // The teacher reconnects (connected again); a later refusal is a new episode.
    await db.caldavConnection.update({ where: { teacherId: teacher.id }, data: { status: 'connected' } });
    expect(await markCaldavNeedsReauth(teacher.id)).toBe(true);
    expect(await reconnectMails(teacher.id)).toHaveLength(2);
  });

  it("is written in the teacher's language, with <html lang> saying it (issue 32)", async () => {
    const { teacher } = await refusedConnection('de');
    expect(await markCaldavNeedsReauth(teacher.id)).toBe(true);
    await flushOutbox();
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { teacherId: teacher.id } });
    expect(mail.subject).toBe('Dein Kalender muss neu verbunden werden');
    expect(mail.html).toContain('lang="de"');
    // React escapes the name in the HTML (O'Keefe -> O&#x27;Keefe); the plain text shows the heading in capitals.
    expect(mail.text).toContain(`Verbinde deinen Kalender neu, ${teacher.name}`.toUpperCase());
    expect(mail.text).toContain('dav.example.test:8443');
    expect(mail.html).not.toContain('Reconnect your calendar');
  });

  it('sends nothing for a teacher without a connection, or one disconnected', async () => {
    const teacher = await createTeacher();
    expect(await markCaldavNeedsReauth(teacher.id)).toBe(false);
    const other = await createTeacher();
    await db.caldavConnection.create({
      data: {
        teacherId: other.id,
        serverUrl: 'https://dav.example.test/',
        username: 'x',
        encryptedPassword: 'x',
        status: 'disconnected',
      },
    });
    expect(await markCaldavNeedsReauth(other.id)).toBe(false);
    expect(await db.emailOutbox.count({ where: { teacherId: { in: [teacher.id, other.id] } } })).toBe(0);
  });
});
