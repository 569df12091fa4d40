import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import type { EnrollmentViewer } from '@/lib/enrollments/enrollment-viewer';
import { createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { getServiceNextStep } from './get-service-next-step';

const visitor: EnrollmentViewer = { kind: 'visitor' };

async function groupClass(capacity: number | null) {
  const teacher = await createTeacher();
  const service = await createService({ teacherId: teacher.id, groupType: 'group', capacity, structure: 'course' });
  const asStudent = async () => {
    const student = await createStudent({ teacherId: teacher.id });
    const viewer: EnrollmentViewer = {
      kind: 'student',
      studentId: student.id,
      teacherId: teacher.id,
      name: student.name,
      email: student.email,
    };
    return { student, viewer };
  };
  return { teacher, service, asStudent };
}

describe('getServiceNextStep', () => {
  it('offers a trial its booking, to anyone', async () => {
    const teacher = await createTeacher();
    const trial = await createService({ teacherId: teacher.id, isTrial: true });
    expect(await getServiceNextStep({ service: trial, viewer: visitor })).toEqual({ kind: 'book_trial' });
  });

  it('a group class without a capacity has no limit: it always offers enrolling, never the waitlist', async () => {
    const { teacher, service, asStudent } = await groupClass(null);
    for (let i = 0; i < 4; i++) {
      const { student } = await asStudent();
      await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
    }
    expect(await getServiceNextStep({ service, viewer: visitor })).toEqual({ kind: 'enroll' });
    expect(await getServiceNextStep({ service, viewer: (await asStudent()).viewer })).toEqual({ kind: 'enroll' });
  });

  it('offers enrolling while places are left, and booking to a student enrolled with credits', async () => {
    const { teacher, service, asStudent } = await groupClass(3);
    expect(await getServiceNextStep({ service, viewer: visitor })).toEqual({ kind: 'enroll' });
    const { student, viewer } = await asStudent();
    expect(await getServiceNextStep({ service, viewer })).toEqual({ kind: 'enroll' });
    await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: student.id, sessionsTotal: 4 });
    expect(await getServiceNextStep({ service, viewer })).toEqual({ kind: 'book', remaining: 4 });
  });

  it('offers a full class its waitlist: joining to a student, signing in to a visitor', async () => {
    const { teacher, service, asStudent } = await groupClass(1);
    const holder = await asStudent();
    await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: holder.student.id });
    expect(await getServiceNextStep({ service, viewer: visitor })).toEqual({ kind: 'full' });
    const { viewer } = await asStudent();
    expect(await getServiceNextStep({ service, viewer })).toEqual({ kind: 'join_waitlist', place: null });
    // The student holding the place books with their credits, full or not.
    expect(await getServiceNextStep({ service, viewer: holder.viewer })).toEqual({ kind: 'book', remaining: 10 });
  });

  it('lets a student whose credits ran out enroll again although the class is full (they hold a place)', async () => {
    const { teacher, service, asStudent } = await groupClass(1);
    const { student, viewer } = await asStudent();
    await createEnrollment({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      sessionsTotal: 2,
      sessionsCompleted: 2,
    });
    expect(await getServiceNextStep({ service, viewer })).toEqual({ kind: 'enroll' });
  });

  it('offers a paid one-to-one single lesson its time first; "again" once the student used what they bought', async () => {
    const teacher = await createTeacher();
    const lesson = await createService({ teacherId: teacher.id, structure: 'single', priceAmount: 4500 });
    expect(await getServiceNextStep({ service: lesson, viewer: visitor })).toEqual({ kind: 'pick_time', again: false });
    const student = await createStudent({ teacherId: teacher.id });
    const viewer: EnrollmentViewer = {
      kind: 'student',
      studentId: student.id,
      teacherId: teacher.id,
      name: student.name,
      email: student.email,
    };
    expect(await getServiceNextStep({ service: lesson, viewer })).toEqual({ kind: 'pick_time', again: false });
    const bought = await createEnrollment({
      teacherId: teacher.id,
      serviceId: lesson.id,
      studentId: student.id,
      sessionsTotal: 1,
    });
    expect(await getServiceNextStep({ service: lesson, viewer })).toEqual({ kind: 'book', remaining: 1 });
    await db.enrollment.update({ where: { id: bought.id }, data: { sessionsCompleted: 1 } });
    expect(await getServiceNextStep({ service: lesson, viewer })).toEqual({ kind: 'pick_time', again: true });
  });

  it('keeps enroll-then-book for packages, group lessons and free lessons', async () => {
    const teacher = await createTeacher();
    for (const shape of [
      { structure: 'package' as const, sessionsIncluded: 5 },
      { groupType: 'group' as const, capacity: 6 },
      { pricingModel: 'free' as const, priceAmount: 0 },
    ]) {
      const service = await createService({ teacherId: teacher.id, priceAmount: 4500, ...shape });
      expect(await getServiceNextStep({ service, viewer: visitor })).toEqual({ kind: 'enroll' });
    }
  });
});
