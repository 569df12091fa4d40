import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import {
  createEnrollment,
  createService,
  createStudent as createStudentRow,
  createTag,
  createTeacher,
} from '@/test/factories';
import { startFakeResend, type FakeResend } from '@/test/fakes/resend';
import { latestMagicLinkUrl } from '@/test/magic-link';
import { createStudent } from './create-student';
import { ZCreateStudentInput } from './schemas';

let resend: FakeResend;
beforeAll(async () => {
  resend = await startFakeResend();
});
afterAll(() => resend.close());
beforeEach(() => vi.stubEnv('RESEND_API_KEY', ''));
afterEach(() => vi.unstubAllEnvs());

const input = (fields: Record<string, unknown>) =>
  ZCreateStudentInput.parse({ name: 'Ana Pérez', email: `ana.${crypto.randomUUID()}@example.test`, ...fields });

describe('createStudent', () => {
  it("adds an active student in the teacher's zone, records first contact and e-mails a magic link", async () => {
    const teacher = await createTeacher({ timezone: 'America/Mexico_City' });
    const tag = await createTag({ teacherId: teacher.id });
    const student = await createStudent({ teacherId: teacher.id, input: input({ tagIds: [tag.id], level: 'B1' }) });
    expect(student).toMatchObject({
      status: 'active',
      timezone: 'America/Mexico_City',
      level: 'B1',
      tagIds: [tag.id],
      welcomeEmail: 'sent',
      restored: false,
    });
    expect(
      await db.studentLifecycleEvent.findMany({ where: { studentId: student.id }, select: { type: true } }),
    ).toEqual([{ type: 'first_contact' }]);
    expect((await latestMagicLinkUrl(student.email)).hash).toMatch(/token=/);
    await flushAudits();
    expect(await db.auditLog.count({ where: { entityId: student.id, action: 'student.create' } })).toBe(1);
  });

  it('keeps the language and clock the teacher gave (issue 32); without them English and the language clock', async () => {
    const teacher = await createTeacher();
    const german = await createStudent({
      teacherId: teacher.id,
      input: input({ locale: 'de', hourCycle: 'h12', sendWelcomeEmail: false }),
    });
    expect(await db.student.findUniqueOrThrow({ where: { id: german.id } })).toMatchObject({
      locale: 'de',
      hourCycle: 'h12',
    });
    const plain = await createStudent({ teacherId: teacher.id, input: input({ sendWelcomeEmail: false }) });
    expect(await db.student.findUniqueOrThrow({ where: { id: plain.id } })).toMatchObject({
      locale: 'en',
      hourCycle: null,
    });
  });

  it('sends no e-mail when sendWelcomeEmail is false', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id, input: input({ sendWelcomeEmail: false }) });
    expect(student.welcomeEmail).toBe('skipped');
    expect(await db.emailOutbox.count({ where: { to: student.email } })).toBe(0);
  });

  it('keeps the student when the welcome e-mail fails, and says so', async () => {
    vi.stubEnv('RESEND_API_KEY', 're_test_key');
    vi.stubEnv('RESEND_BASE_URL', resend.url);
    resend.failNext(500);
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id, input: input({}) });
    expect(student.welcomeEmail).toBe('failed');
    expect(await db.student.count({ where: { id: student.id } })).toBe(1);
    expect(await db.emailOutbox.findFirst({ where: { to: student.email } })).toMatchObject({ status: 'failed' });
  });

  it("refuses another teacher's tag on the field, creating nothing", async () => {
    const teacher = await createTeacher();
    const theirs = await createTag({ teacherId: (await createTeacher()).id });
    const attempt = input({ tagIds: [theirs.id] });
    await expect(createStudent({ teacherId: teacher.id, input: attempt })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'tagIds', message: expect.stringContaining(theirs.id) }],
    });
    expect(await db.student.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it("refuses an e-mail one of the teacher's students has (any case) with 409", async () => {
    const teacher = await createTeacher();
    const existing = await createStudentRow({ teacherId: teacher.id, email: 'taken_one@example.test' });
    await expect(
      createStudent({ teacherId: teacher.id, input: input({ email: 'TAKEN_one@example.test' }) }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    // `_` is not a wildcard: a similar address is free.
    await expect(
      createStudent({
        teacherId: teacher.id,
        input: input({ email: 'takenXone@example.test', sendWelcomeEmail: false }),
      }),
    ).resolves.toMatchObject({ restored: false });
    expect(await db.student.count({ where: { teacherId: teacher.id } })).toBe(2);
    // Another teacher may have a student with the same address.
    const other = await createTeacher();
    await expect(
      createStudent({ teacherId: other.id, input: input({ email: existing.email, sendWelcomeEmail: false }) }),
    ).resolves.toMatchObject({ email: existing.email });
  });

  it('brings back a deleted student with the same e-mail: same id and history, fields from the form', async () => {
    const teacher = await createTeacher();
    const old = await createStudentRow({
      teacherId: teacher.id,
      email: 'returning@example.test',
      notes: 'old private note',
      status: 'inactive',
      deletedAt: new Date(),
    });
    const service = await createService({ teacherId: teacher.id });
    await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: old.id });
    const student = await createStudent({
      teacherId: teacher.id,
      input: input({ email: 'Returning@example.test', name: 'Back Again', sendWelcomeEmail: false }),
    });
    expect(student).toMatchObject({ id: old.id, name: 'Back Again', notes: null, status: 'active', restored: true });
    expect(await db.enrollment.count({ where: { studentId: old.id } })).toBe(1);
    expect(await db.studentLifecycleEvent.findMany({ where: { studentId: old.id }, select: { type: true } })).toEqual([
      { type: 'reactivated' },
    ]);
  });
});
