/** Homework of the student's sessions (issue 33 items 1-2): due/done on the session, the mark, the list. */
import { describe, expect, it } from 'vitest';
import { GET as listHomework } from '@/app/api/student/homework/route';
import { db } from '@/lib/core/db';
import { createLessonTemplate, createSession } from '@/test/factories';
import { callRoute } from '@/test/http';
import { addStudent, detail, hour, setUpStudent } from '@/test/api/student/session-routes';
import { POST } from './route';

const mark = (cookie: string, id: string, done: unknown) =>
  callRoute(POST, { method: 'POST', path: `/api/student/sessions/${id}/homework-done`, params: { id }, cookie, body: { done } });
const homework = (cookie: string, query = '') => callRoute(listHomework, { path: `/api/student/homework${query}`, cookie });

async function withHomework() {
  const context = await setUpStudent();
  const { teacher, service, student } = context;
  const due = new Date(Date.now() + 72 * hour);
  const session = await createSession({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: student.id,
    status: 'completed',
    startUtc: new Date(Date.now() - 48 * hour),
    summary: 'Arpeggios',
    homework: 'Practise C major',
    homeworkDueAt: due,
  });
  return { ...context, session, due };
}

describe('POST /api/student/sessions/:id/homework-done', () => {
  it('sets and clears homeworkDoneAt, which the session detail shows with the due date', async () => {
    const { cookie, session, due } = await withHomework();
    const done = await mark(cookie, session.id, true);
    expect(done.status).toBe(200);
    expect(done.json.homeworkDoneAt).toEqual(expect.any(String));
    const shown = await detail(cookie, session.id);
    expect(shown.json).toMatchObject({
      summary: 'Arpeggios',
      homework: 'Practise C major',
      homeworkDueAt: due.toISOString(),
      homeworkDoneAt: done.json.homeworkDoneAt,
    });
    // Marking again keeps the first mark.
    expect((await mark(cookie, session.id, true)).json.homeworkDoneAt).toBe(done.json.homeworkDoneAt);
    expect((await mark(cookie, session.id, false)).json.homeworkDoneAt).toBeNull();
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).homeworkDoneAt).toBeNull();
  });

  it("answers 404 for another student's session and changes nothing; 409 without homework; 400 for a bad body", async () => {
    const { teacher, service, session } = await withHomework();
    const other = await addStudent(teacher.id, service.id);
    const refused = await mark(other.cookie, session.id, true);
    expect(refused.status).toBe(404);
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).homeworkDoneAt).toBeNull();
    const bare = await createSession({ teacherId: teacher.id, serviceId: service.id, studentId: other.student.id });
    expect((await mark(other.cookie, bare.id, true)).status).toBe(409);
    expect((await mark(other.cookie, bare.id, 'yes')).status).toBe(400);
  });

  it('lets each participant of a group session mark their own', async () => {
    const { teacher, service, student, cookie, session } = await withHomework();
    const participant = await addStudent(teacher.id, service.id);
    await db.sessionParticipant.create({
      data: { teacherId: teacher.id, sessionId: session.id, studentId: participant.student.id, status: 'completed' },
    });
    expect((await mark(participant.cookie, session.id, true)).status).toBe(200);
    expect((await detail(participant.cookie, session.id)).json.homeworkDoneAt).toEqual(expect.any(String));
    expect((await detail(cookie, session.id)).json.homeworkDoneAt).toBeNull();
    expect(student.id).not.toBe(participant.student.id);
  });
});

describe('GET /api/student/homework', () => {
  it('lists open homework first by due date (undated last), then done; status filters', async () => {
    const { teacher, service, student, cookie, session: dueLater } = await withHomework();
    const at = (hours: number) => new Date(Date.now() + hours * hour);
    const base = { teacherId: teacher.id, serviceId: service.id, studentId: student.id, status: 'completed' as const };
    const dueSoon = await createSession({ ...base, startUtc: at(-100), homework: 'Read ch. 2', homeworkDueAt: at(-1) });
    const undated = await createSession({ ...base, startUtc: at(-200), homework: 'Listen' });
    const done = await createSession({ ...base, startUtc: at(-300), homework: 'Old', homeworkDoneAt: at(-250) });
    await createSession({ ...base, startUtc: at(-400) }); // no homework: not listed

    const all = await homework(cookie);
    expect(all.status).toBe(200);
    expect(all.json.data.map((item: { sessionId: string }) => item.sessionId)).toEqual([
      dueSoon.id,
      dueLater.id,
      undated.id,
      done.id,
    ]);
    expect(all.json.data[0]).toMatchObject({ homework: 'Read ch. 2', overdue: true, homeworkDoneAt: null });
    expect(all.json.total).toBe(4);
    expect((await homework(cookie, '?status=done')).json.data.map((item: { sessionId: string }) => item.sessionId)).toEqual([done.id]);
    expect((await homework(cookie, '?status=open')).json.total).toBe(3);
    expect((await homework(cookie, '?status=late')).status).toBe(400);
    // Another student sees none of it.
    const other = await addStudent(teacher.id, service.id);
    expect((await homework(other.cookie)).json.total).toBe(0);
  });
});

describe('files in the session detail', () => {
  it('lists a file linked through a template with its app address, name and kind', async () => {
    const { teacher, cookie, session } = await withHomework();
    const fileId = crypto.randomUUID();
    const file = await db.resource.create({
      data: {
        id: fileId,
        teacherId: teacher.id,
        label: 'Sheet music',
        url: `/api/resources/${fileId}/file`,
        fileKey: `resources/${teacher.id}/${crypto.randomUUID()}.pdf`,
        fileName: 'sheet.pdf',
        mimeType: 'application/pdf',
      },
    });
    const template = await createLessonTemplate({ teacherId: teacher.id, name: 'Scales' });
    await db.templateResource.create({ data: { templateId: template.id, resourceId: file.id } });
    await db.sessionTemplate.create({ data: { sessionId: session.id, templateId: template.id } });
    const shown = await detail(cookie, session.id);
    expect(shown.json.resources).toEqual([
      {
        id: file.id,
        title: 'Sheet music',
        type: 'material',
        url: `/api/resources/${file.id}/file`,
        fileName: 'sheet.pdf',
        contentType: 'application/pdf',
      },
    ]);
  });
});
