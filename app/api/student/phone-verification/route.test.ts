import { describe, expect, it, vi, beforeEach } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { callRoute, sessionCookie } from '@/test/http';
import { setUpSimulatedSms, textsTo } from '@/test/sms/sms-simulator';
import { PATCH as patchSettings, GET as getSettings } from '../reminder-settings/route';
import { POST as confirm } from './confirm/route';
import { POST as request } from './route';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', ''));
const sms = setUpSimulatedSms();

let counter = 0;
const uniquePhone = () =>
  `+3469${String(Date.now() % 1_000_000).padStart(6, '0')}${String(counter++).padStart(2, '0')}`;

async function signedInStudent(teacher: object = {}) {
  const owner = await createTeacher({ name: 'Elena Márquez', ...teacher });
  const student = await createStudent({ teacherId: owner.id });
  const cookie = await sessionCookie({ role: 'student', studentId: student.id });
  return { teacher: owner, student, cookie };
}
const post = (handler: typeof request, path: string, cookie: string | undefined, body: unknown) =>
  callRoute(handler, { method: 'POST', path, cookie, body });
const codeIn = (text: string) => /^(\d{6}) /.exec(text)![1]!;

describe('student phone verification and reminder channel', () => {
  it('texts a code naming the teacher; the code makes the number verified, and SMS reminders can then be chosen', async () => {
    const { student, cookie } = await signedInStudent();
    const phone = uniquePhone();
    // Sending SMS before a verified phone is refused.
    const early = await callRoute(patchSettings, {
      method: 'PATCH',
      path: '/api/student/reminder-settings',
      cookie,
      body: { reminderChannel: 'sms' },
    });
    expect(early.status).toBe(422);
    expect(early.json.error.code).toBe('PHONE_NOT_VERIFIED');

    const sent = await post(request, '/api/student/phone-verification', cookie, {
      phone: `${phone.slice(0, 3)} ${phone.slice(3)}`,
    });
    expect(sent.status).toBe(200);
    expect(sent.json.phone).toBe(phone);
    const [text] = textsTo(sms.current(), phone);
    expect(text!.body).toContain('Elena Márquez');
    const code = codeIn(text!.body);
    const wrong = code === '000000' ? '111111' : '000000';

    const refused = await post(confirm, '/api/student/phone-verification/confirm', cookie, { code: wrong });
    expect(refused.status).toBe(422);
    expect(refused.json.error.code).toBe('CODE_INVALID');
    expect((await db.student.findUniqueOrThrow({ where: { id: student.id } })).phoneVerifiedAt).toBeNull();

    const confirmed = await post(confirm, '/api/student/phone-verification/confirm', cookie, { code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({ phone, phoneVerified: true, reminderChannel: 'email', smsStopped: false });
    const chosen = await callRoute(patchSettings, {
      method: 'PATCH',
      path: '/api/student/reminder-settings',
      cookie,
      body: { reminderChannel: 'both' },
    });
    expect(chosen.json).toMatchObject({ reminderChannel: 'both', phone });
    // The code is spent.
    expect((await post(confirm, '/api/student/phone-verification/confirm', cookie, { code })).status).toBe(404);
  });

  it('spends a code after five wrong tries, and refuses a malformed number or code with 400', async () => {
    const { cookie } = await signedInStudent();
    const phone = uniquePhone();
    expect((await post(request, '/api/student/phone-verification', cookie, { phone: '612 345 678' })).status).toBe(400);
    expect((await post(confirm, '/api/student/phone-verification/confirm', cookie, { code: '12ab56' })).status).toBe(
      400,
    );
    await post(request, '/api/student/phone-verification', cookie, { phone });
    const code = codeIn(textsTo(sms.current(), phone)[0]!.body);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      await post(confirm, '/api/student/phone-verification/confirm', cookie, { code: wrong });
    const late = await post(confirm, '/api/student/phone-verification/confirm', cookie, { code });
    expect(late.json.error.code).toBe('CODE_EXPIRED');
  });

  it("refuses the code when the teacher's monthly cap is used up, and sends nothing", async () => {
    const { cookie } = await signedInStudent({ smsMonthlyCap: 0 });
    const phone = uniquePhone();
    const response = await post(request, '/api/student/phone-verification', cookie, { phone });
    expect(response.status).toBe(422);
    expect(response.json.error.code).toBe('SMS_CAP_REACHED');
    expect(textsTo(sms.current(), phone)).toEqual([]);
  });

  it("confirms only the signed-in student's own code: another teacher's student's code is 404 for them", async () => {
    const mine = await signedInStudent();
    const theirs = await signedInStudent();
    const phone = uniquePhone();
    await post(request, '/api/student/phone-verification', theirs.cookie, { phone });
    const code = codeIn(textsTo(sms.current(), phone)[0]!.body);
    expect((await post(confirm, '/api/student/phone-verification/confirm', mine.cookie, { code })).status).toBe(404);
    const settings = await callRoute(getSettings, { path: '/api/student/reminder-settings', cookie: mine.cookie });
    expect(settings.json).toMatchObject({ phone: null, pendingPhone: null });
    expect((await callRoute(getSettings, { path: '/api/student/reminder-settings' })).status).toBe(401);
  });
});
