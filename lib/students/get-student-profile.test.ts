import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import {
  createCancellationPolicy,
  createEnrollment,
  createService,
  createSession,
  createStudent,
  createTag,
  createTeacher,
} from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { getStudentProfile } from './get-student-profile';
import { splitProfileSessions } from './student-session-fields';

const day = 24 * 60 * 60 * 1000;
const now = new Date('2031-06-15T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * day);

async function publishedDocument(teacherId: string, type: 'terms' | 'privacy', currentVersion: number) {
  const document = await db.legalDocument.create({
    data: { teacherId, type, title: `${type} v${currentVersion}`, state: 'published', currentVersion },
  });
  const versions = await Promise.all(
    Array.from({ length: currentVersion }, (_, index) =>
      db.legalDocumentVersion.create({
        data: { documentId: document.id, version: index + 1, title: document.title, bodyMarkdown: '...' },
      }),
    ),
  );
  return { document, versions };
}

describe('getStudentProfile', () => {
  it('answers fields, activity, enrollments, sessions, legal state and the default policy', async () => {
    const teacher = await createTeacher();
    const tag = await createTag({ teacherId: teacher.id });
    const student = await createStudent({
      teacherId: teacher.id,
      status: 'active',
      tags: { create: [{ tagId: tag.id }] },
    });
    const service = await createService({ teacherId: teacher.id, name: 'Conversation' });
    const ids = { teacherId: teacher.id, serviceId: service.id, studentId: student.id };
    const enrollment = await createEnrollment({ ...ids, sessionsTotal: 10, sessionsCompleted: 8, validUntil: at(30) });
    await createSession({ ...ids, startUtc: at(-3), status: 'completed' });
    await createSession({ ...ids, startUtc: at(-1), status: 'cancelled' });
    await createSession({ ...ids, startUtc: at(2), status: 'scheduled' });
    const group = await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: at(4) });
    await db.sessionParticipant.create({ data: { teacherId: teacher.id, sessionId: group.id, studentId: student.id } });
    await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: at(5) }); // not theirs

    const terms = await publishedDocument(teacher.id, 'terms', 2);
    await publishedDocument(teacher.id, 'privacy', 1);
    await db.legalAcceptance.create({
      data: {
        teacherId: teacher.id,
        studentId: student.id,
        documentId: terms.document.id,
        documentVersionId: terms.versions[0]!.id,
        state: 'signed',
        acceptedAt: at(-10),
      },
    });
    const policy = await createCancellationPolicy({ teacherId: teacher.id, isDefault: true });
    await createCancellationPolicy({ teacherId: teacher.id, name: 'Not default' });

    const profile = await getStudentProfile({ teacherId: teacher.id, studentId: student.id, now });
    expect(profile).toMatchObject({
      id: student.id,
      tagIds: [tag.id],
      credits: { available: 2, total: 10 },
      counts: { total: 4, completed: 1, cancelled: 1, noShows: 0, consistency: 50 },
      nextSessionAt: at(2).toISOString(),
      suggestedAction: { type: 'low_credits' },
      enrollments: [{ id: enrollment.id, serviceName: 'Conversation', remaining: 2 }],
      cancellationPolicy: {
        id: policy.id,
        cancellationRules: [
          { position: 0, condition: { field: 'hours_before_session', operator: 'gte', value: 24 } },
          { position: 1, condition: { field: 'hours_before_session', operator: 'gte', value: 2 } },
          { position: 2, condition: { field: 'hours_before_session', operator: 'lt', value: 2 } },
        ],
      },
    });
    expect(profile.cancellationPolicy).not.toHaveProperty('rules');
    // The spec's `sessions`: the booked ones to come and those that started, latest start first.
    expect(profile.sessions.map(({ startUtc, status }) => [startUtc, status])).toEqual([
      [at(4).toISOString(), 'scheduled'],
      [at(2).toISOString(), 'scheduled'],
      [at(-1).toISOString(), 'cancelled'],
      [at(-3).toISOString(), 'completed'],
    ]);
    expect(profile.sessions[0]).toMatchObject({ participantStatus: 'scheduled' });
    const { upcoming, past } = splitProfileSessions(profile.sessions, now);
    expect(upcoming.map((session) => session.startUtc)).toEqual([at(2), at(4)].map((d) => d.toISOString()));
    expect(past.map((session) => session.status)).toEqual(['cancelled', 'completed']);
    expect(
      profile.legalAcceptances.map(({ type, state, acceptedVersion }) => ({ type, state, acceptedVersion })),
    ).toEqual([
      { type: 'terms', state: 'outdated', acceptedVersion: 1 },
      { type: 'privacy', state: 'pending', acceptedVersion: null },
    ]);
  });

  it('also shows a contract sent to the student that is not required of everyone, and an expired request', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const contract = await db.legalDocument.create({
      data: {
        teacherId: teacher.id,
        type: 'contract',
        title: 'Contract',
        state: 'published',
        currentVersion: 1,
        requiresAcceptance: false,
      },
    });
    const notSent = await db.legalDocument.create({
      data: {
        teacherId: teacher.id,
        type: 'policy',
        title: 'Notice',
        state: 'published',
        currentVersion: 1,
        requiresAcceptance: false,
      },
    });
    const [version] = await Promise.all(
      [contract, notSent].map((document) =>
        db.legalDocumentVersion.create({
          data: { documentId: document.id, version: 1, title: document.title, bodyMarkdown: '...' },
        }),
      ),
    );
    await db.legalAcceptance.create({
      data: {
        teacherId: teacher.id,
        studentId: student.id,
        documentId: contract.id,
        documentVersionId: version!.id,
        expiresAt: at(-1),
      },
    });
    const profile = await getStudentProfile({ teacherId: teacher.id, studentId: student.id, now });
    expect(profile.legalAcceptances.map(({ title, state }) => ({ title, state }))).toEqual([
      { title: 'Contract', state: 'expired' },
    ]);
  });

  it('answers a null policy without a default', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    expect((await getStudentProfile({ teacherId: teacher.id, studentId: student.id })).cancellationPolicy).toBeNull();
  });

  it('costs the same number of queries for a short and a long history', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    await publishedDocument(teacher.id, 'terms', 1);
    await createCancellationPolicy({ teacherId: teacher.id, isDefault: true });
    const studentWith = async (sessions: number, hourOffset: number) => {
      const student = await createStudent({ teacherId: teacher.id });
      const ids = { teacherId: teacher.id, serviceId: service.id, studentId: student.id };
      for (let index = 0; index < Math.max(1, sessions / 10); index += 1) await createEnrollment(ids);
      for (let index = 0; index < sessions; index += 1) {
        await createSession({
          ...ids,
          startUtc: at(index - sessions / 2 + hourOffset / 24),
          status: index % 3 ? 'completed' : 'scheduled',
        });
      }
      return student;
    };
    const short = await studentWith(2, 3);
    const long = await studentWith(40, 6);
    const queries = async (studentId: string) =>
      (await countQueries(() => getStudentProfile({ teacherId: teacher.id, studentId, now }))).count;
    expect(await queries(long.id)).toBe(await queries(short.id));
  });

  it("answers 404 for another teacher's or a deleted student", async () => {
    const teacher = await createTeacher();
    const theirs = await createStudent({ teacherId: (await createTeacher()).id });
    const deleted = await createStudent({ teacherId: teacher.id, deletedAt: new Date() });
    for (const student of [theirs, deleted]) {
      await expect(getStudentProfile({ teacherId: teacher.id, studentId: student.id })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    }
  });
});
