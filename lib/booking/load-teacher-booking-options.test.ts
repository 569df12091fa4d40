import { describe, expect, it } from 'vitest';
import { createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { loadTeacherBookingOptions } from './load-teacher-booking-options';

const now = new Date('2030-05-10T12:00:00Z');
const day = 24 * 60 * 60 * 1000;

describe('loadTeacherBookingOptions', () => {
  it("offers the teacher's own non-deleted students and non-archived services, by name", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const zoe = await createStudent({ teacherId: teacher.id, name: 'Zoe Inactive', status: 'inactive' });
    const ana = await createStudent({ teacherId: teacher.id, name: 'Ana Active' });
    await createStudent({ teacherId: teacher.id, name: 'Deleted', deletedAt: now });
    await createStudent({ teacherId: other.id, name: 'Not mine' });
    const draft = await createService({ teacherId: teacher.id, name: 'B draft', status: 'draft', durationMinutes: 45 });
    const active = await createService({ teacherId: teacher.id, name: 'A lesson' });
    await createService({ teacherId: teacher.id, name: 'Archived', status: 'archived' });
    await createService({ teacherId: teacher.id, name: 'Deleted', deletedAt: now });
    await createService({ teacherId: other.id, name: 'Not mine' });

    const options = await loadTeacherBookingOptions({ teacherId: teacher.id, now });
    expect(options.students).toEqual([
      { id: ana.id, name: 'Ana Active' },
      { id: zoe.id, name: 'Zoe Inactive' },
    ]);
    expect(options.services).toEqual([
      { id: active.id, name: 'A lesson', durationMinutes: 60 },
      { id: draft.id, name: 'B draft', durationMinutes: 45 },
    ]);
    expect(options.credits).toEqual([]);
  });

  it('sums the credits left on active, unexpired enrollments per student and service, in three queries', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const service = await createService({ teacherId: teacher.id });
    const spent = await createService({ teacherId: teacher.id });
    const mine = { teacherId: teacher.id, studentId: student.id };
    await createEnrollment({
      ...mine,
      serviceId: service.id,
      sessionsTotal: 4,
      sessionsCompleted: 1,
      sessionsScheduled: 1,
      validUntil: new Date(now.getTime() + day),
    });
    await createEnrollment({
      ...mine,
      serviceId: service.id,
      sessionsTotal: 5,
      validUntil: null,
      sessionsForfeited: 2,
    });
    await createEnrollment({ ...mine, serviceId: service.id, validUntil: new Date(now.getTime() - day) });
    await createEnrollment({ ...mine, serviceId: service.id, status: 'suspended', validUntil: null });
    await createEnrollment({ ...mine, serviceId: spent.id, sessionsTotal: 2, sessionsCompleted: 2, validUntil: null });
    const otherStudent = await createStudent({ teacherId: other.id });
    const otherService = await createService({ teacherId: other.id });
    await createEnrollment({ teacherId: other.id, studentId: otherStudent.id, serviceId: otherService.id });

    const { result, count } = await countQueries(() => loadTeacherBookingOptions({ teacherId: teacher.id, now }));
    expect(result.credits).toEqual([{ studentId: student.id, serviceId: service.id, creditsLeft: 5 }]);
    expect(count).toBe(3);
  });
});
