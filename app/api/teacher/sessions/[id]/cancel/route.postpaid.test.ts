/**
 * Post-paid lessons under the cancellation policy (issue 35, decision 0156): cancelled late (or a
 * charged no-show), the share of the price the policy keeps is owed on the balance; cancelled in
 * time, nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as teacherCancelRoute } from '@/app/api/teacher/sessions/[id]/cancel/route';
import { markNoShow } from '@/lib/booking/mark-no-show';
import { db } from '@/lib/core/db';
import { getStudentBalance } from '@/lib/invoices/get-student-balance';
import { studentBalances } from '@/lib/invoices/student-balances';
import { billedLessonScene } from '@/test/api/student/billed-lesson-scene';
import { cancel } from '@/test/api/student/session-routes';
import { callRoute, teacherCookie } from '@/test/http';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', ''));
afterEach(() => vi.unstubAllEnvs());

/** A €40 post-paid lesson `hoursAhead` from now under the relaxed policy (24 h: free, 2-24 h: 50 %, later: forfeit; no-show: 50 %). */
async function postpaidLesson(hoursAhead: number) {
  const kit = await billedLessonScene({
    billing: 'postpaid',
    priceAmount: 4000,
    hoursAhead,
    policy: { noShowAction: 'partial_penalty', noShowPenaltyPercent: 50 },
  });
  const balance = async () => {
    const one = await getStudentBalance({ teacherId: kit.teacher.id, studentId: kit.student.id });
    const many = await studentBalances(db, { teacherId: kit.teacher.id, studentIds: [kit.student.id] });
    // The one-student and the many-students readers agree (docs/metrics.md, Balance of a student).
    expect(Object.fromEntries(many.get(kit.student.id)!)).toEqual(
      Object.fromEntries(one.open.map(({ currency, amount }) => [currency, amount])),
    );
    return one;
  };
  return { ...kit, balance };
}

describe('post-paid lessons cancelled under the policy', () => {
  it('cancelled in time: nothing is owed', async () => {
    const kit = await postpaidLesson(48);
    expect((await cancel(kit.cookie, kit.session.id)).json.outcome.action).toBe('full_refund');
    expect((await kit.balance()).open).toEqual([]);
  });

  it("cancelled late: the policy's share of the price is on the balance", async () => {
    const kit = await postpaidLesson(10);
    expect((await cancel(kit.cookie, kit.session.id)).json.outcome).toMatchObject({ penaltyPercent: 50 });
    const balance = await kit.balance();
    expect(balance.open).toEqual([{ currency: 'EUR', amount: 2000 }]);
    expect(balance.items).toMatchObject([{ type: 'charge', id: kit.session.id, amount: 2000 }]);
  });

  it('the teacher applying the policy to a very late cancel: the whole price (forfeit)', async () => {
    const kit = await postpaidLesson(1);
    const response = await callRoute(teacherCancelRoute, {
      method: 'POST',
      path: `/api/teacher/sessions/${kit.session.id}/cancel`,
      params: { id: kit.session.id },
      cookie: await teacherCookie(kit.teacher.id),
      body: { applyPolicy: true },
    });
    expect(response.status).toBe(200);
    expect((await kit.balance()).open).toEqual([{ currency: 'EUR', amount: 4000 }]);
  });

  it('the teacher cancelling without the policy: nothing is owed', async () => {
    const kit = await postpaidLesson(1);
    await callRoute(teacherCancelRoute, {
      method: 'POST',
      path: `/api/teacher/sessions/${kit.session.id}/cancel`,
      params: { id: kit.session.id },
      cookie: await teacherCookie(kit.teacher.id),
      body: {},
    });
    expect((await kit.balance()).open).toEqual([]);
  });

  it('a charged no-show owes the no-show penalty the policy says', async () => {
    const kit = await postpaidLesson(-2);
    await markNoShow({ teacherId: kit.teacher.id, sessionId: kit.session.id, studentId: kit.student.id });
    expect((await kit.balance()).open).toEqual([{ currency: 'EUR', amount: 2000 }]);
  });
});
