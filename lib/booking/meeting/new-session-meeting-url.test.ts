import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTeacherSession } from '@/lib/booking/create-teacher-session';
import { rescheduleTeacherSession } from '@/lib/booking/reschedule-teacher-session';
import { createService, createStudent, createTeacher } from '@/test/factories';
import { meetingUrlForNewSession } from './meeting-room-url';

const day = 24 * 60 * 60 * 1000;
let slot = 0;
const nextStart = () => new Date(Date.UTC(2031, 2, 3 + slot++, 10)).toISOString();

describe('meetingUrlForNewSession', () => {
  it('gives each jitsi session its own unguessable room on meet.jit.si or the teacher’s Jitsi', () => {
    const a = meetingUrlForNewSession({ meetingProvider: 'jitsi', meetingUrl: null }, false)!;
    const b = meetingUrlForNewSession({ meetingProvider: 'jitsi', meetingUrl: null }, false)!;
    expect(a).toMatch(/^https:\/\/meet\.jit\.si\/Lektio-[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
    expect(
      meetingUrlForNewSession({ meetingProvider: 'jitsi', meetingUrl: 'https://jitsi.school.test/' }, false),
    ).toMatch(/^https:\/\/jitsi\.school\.test\/Lektio-[0-9a-f]{32}$/);
  });

  it('copies a fixed link, gives nothing for none, and leaves a Google Meet to the calendar (Jitsi without Google)', () => {
    expect(meetingUrlForNewSession({ meetingProvider: 'fixed_link', meetingUrl: 'https://zoom.test/j/1' }, false)).toBe(
      'https://zoom.test/j/1',
    );
    expect(meetingUrlForNewSession({ meetingProvider: 'none', meetingUrl: null }, true)).toBeNull();
    expect(meetingUrlForNewSession({ meetingProvider: 'google_meet', meetingUrl: null }, true)).toBeNull();
    expect(meetingUrlForNewSession({ meetingProvider: 'google_meet', meetingUrl: null }, false)).toMatch(
      /^https:\/\/meet\.jit\.si\//,
    );
  });
});

describe('booking an online session', () => {
  it('stores the room when booked and keeps it across a reschedule', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id, meetingProvider: 'jitsi' });
    const student = await createStudent({ teacherId: teacher.id });
    const input = { serviceId: service.id, studentId: student.id, startUtc: nextStart() };
    const first = await createTeacherSession({ teacherId: teacher.id, input });
    const second = await createTeacherSession({ teacherId: teacher.id, input: { ...input, startUtc: nextStart() } });
    const urlOf = async (id: string) => (await db.session.findUniqueOrThrow({ where: { id } })).meetingUrl;
    const room = await urlOf(first.id);
    expect(room).toMatch(/^https:\/\/meet\.jit\.si\/Lektio-/);
    expect(await urlOf(second.id)).not.toBe(room);
    const moved = new Date(new Date(input.startUtc).getTime() + 30 * day).toISOString();
    await rescheduleTeacherSession({ teacherId: teacher.id, sessionId: first.id, input: { startUtc: moved } });
    expect(await urlOf(first.id)).toBe(room);
  });
});
