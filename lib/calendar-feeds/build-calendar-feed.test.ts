import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { calendarParsers, icsShapeProblems } from '@/test/calendar-parsers';
import { buildCalendarFeed } from './build-calendar-feed';
import { rotateCalendarFeed } from './rotate-calendar-feed';
import { turnOffCalendarFeed } from './turn-off-calendar-feed';

const hour = 60 * 60 * 1000;
const day = 24 * hour;
const now = new Date('2031-05-01T10:00:00Z');
/** iCalendar times are to the second. */
const toSecond = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);
const fileOf = (url: string | null) => url!.split('/').pop()!;

async function scene() {
  const teacher = await createTeacher({ name: 'Elena Márquez' });
  const service = await createService({ teacherId: teacher.id, name: 'Spanish B1', groupType: 'group', capacity: 4 });
  const ana = await createStudent({ teacherId: teacher.id, name: 'Ana Ruiz' });
  const ben = await createStudent({ teacherId: teacher.id, name: 'Ben Cole' });
  const at = (days: number, extra: Record<string, unknown> = {}) =>
    createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      startUtc: new Date(now.getTime() + days * day),
      ...extra,
    });
  const anas = await at(3, { studentId: ana.id, meetingUrl: 'https://meet.example.test/ana', rescheduleCount: 2 });
  const group = await at(4, { studentId: ben.id });
  await db.sessionParticipant.create({ data: { teacherId: teacher.id, sessionId: group.id, studentId: ana.id } });
  const bens = await at(5, { studentId: ben.id });
  const cancelled = await at(6, { studentId: ana.id, status: 'cancelled' });
  const trial = await at(7, { studentId: ana.id, status: 'pending_confirmation', isTrialSession: true });
  const tooOld = await at(-61, { studentId: ana.id, status: 'completed' });
  const recent = await at(-59, { studentId: ana.id, status: 'completed' });
  const tooFar = await at(366, { studentId: ana.id });
  return { teacher, ana, ben, sessions: { anas, group, bens, cancelled, trial, tooOld, recent, tooFar } };
}

const uids = (ics: string) => [...ics.matchAll(/^UID:(.+)$/gm)].map((match) => match[1]!.trim());

describe('buildCalendarFeed', () => {
  it("lists the teacher's sessions of the window with the students' names, UID <id>@lektio", async () => {
    const { teacher, sessions } = await scene();
    const feed = await rotateCalendarFeed({ owner: { role: 'teacher', teacherId: teacher.id } });
    const ics = await buildCalendarFeed({ file: fileOf(feed.url), now });
    const { anas, group, bens, trial, recent } = sessions;
    expect(uids(ics)).toEqual([recent, anas, group, bens, trial].map((s) => `${s.id}@lektio`));
    expect(ics).toContain('X-WR-CALNAME:Lektio · Elena Márquez');
    expect(ics).toContain('SUMMARY:Spanish B1 · Ana Ruiz');
    expect(ics).toContain('SUMMARY:Spanish B1 · Ben Cole and Ana Ruiz');
    expect(ics).toContain('SEQUENCE:2');
    expect(ics).toContain('STATUS:TENTATIVE');
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  });

  it("gives a student only the sessions they attend, primary or participant, without other students' names", async () => {
    const { ana, teacher, sessions } = await scene();
    const feed = await rotateCalendarFeed({ owner: { role: 'student', studentId: ana.id, teacherId: teacher.id } });
    const ics = await buildCalendarFeed({ file: fileOf(feed.url), now });
    const { anas, group, trial, recent } = sessions;
    expect(uids(ics)).toEqual([recent, anas, group, trial].map((s) => `${s.id}@lektio`));
    expect(ics).toContain('SUMMARY:Spanish B1 with Elena Márquez');
    expect(ics).not.toContain('Ben Cole');
  });

  it('speaks its owner’s language (issue 32): a German student’s feed, a Spanish teacher’s', async () => {
    const { ana, teacher } = await scene();
    await db.student.update({ where: { id: ana.id }, data: { locale: 'de' } });
    const studentFeed = await rotateCalendarFeed({
      owner: { role: 'student', studentId: ana.id, teacherId: teacher.id },
    });
    const unfolded = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');
    const ics = unfolded(await buildCalendarFeed({ file: fileOf(studentFeed.url), now }));
    expect(ics).toContain('X-WR-CALNAME:Unterricht bei Elena Márquez');
    expect(ics).toContain('SUMMARY:Spanish B1 bei Elena Márquez');
    expect(ics).toContain('Probestunde wartet auf die Bestätigung der Lehrkraft.');
    expect(ics).toContain('Link zum Meeting: https://meet.example.test/ana');
    await db.teacher.update({ where: { id: teacher.id }, data: { locale: 'es' } });
    const teacherFeed = await rotateCalendarFeed({ owner: { role: 'teacher', teacherId: teacher.id } });
    const theirs = unfolded(await buildCalendarFeed({ file: fileOf(teacherFeed.url), now }));
    expect(theirs).toContain('SUMMARY:Spanish B1 · Ben Cole y Ana Ruiz');
    expect(theirs).toContain('En Lektio: ');
  });

  it('answers 404 for an unknown, malformed, rotated or turned-off URL', async () => {
    const { teacher } = await scene();
    const owner = { role: 'teacher', teacherId: teacher.id } as const;
    const first = await rotateCalendarFeed({ owner });
    const second = await rotateCalendarFeed({ owner });
    expect(second.url).not.toBe(first.url);
    await expect(buildCalendarFeed({ file: fileOf(first.url), now })).rejects.toMatchObject({ status: 404 });
    await expect(buildCalendarFeed({ file: fileOf(second.url), now })).resolves.toContain('BEGIN:VCALENDAR');
    await expect(buildCalendarFeed({ file: 'nope.ics', now })).rejects.toMatchObject({ status: 404 });
    await expect(buildCalendarFeed({ file: fileOf(second.url).replace('.ics', ''), now })).rejects.toMatchObject({
      status: 404,
    });
    expect(await turnOffCalendarFeed({ owner })).toEqual({ enabled: false, url: null });
    await expect(buildCalendarFeed({ file: fileOf(second.url), now })).rejects.toMatchObject({ status: 404 });
  });

  it('stamps an event with its last change, not the fetch: a refresh is the same file, a change moves that event only', async () => {
    const { teacher, ana, sessions } = await scene();
    const { anas, group, bens } = sessions;
    const feed = await rotateCalendarFeed({ owner: { role: 'teacher', teacherId: teacher.id } });
    const file = fileOf(feed.url);
    // The group's last change is Ana's seat, taken after the session was made.
    const groupSeat = await db.sessionParticipant.findFirstOrThrow({ where: { sessionId: group.id } });
    const groupChange = toSecond(new Date(Math.max(group.updatedAt.getTime(), groupSeat.updatedAt.getTime())));
    const first = await buildCalendarFeed({ file, now });
    expect(icsShapeProblems(first)).toEqual([]);
    expect(await buildCalendarFeed({ file, now: new Date(now.getTime() + hour) })).toBe(first);

    const moved = await db.session.update({
      where: { id: anas.id },
      data: {
        startUtc: new Date(anas.startUtc.getTime() + 2 * hour),
        endUtc: new Date(anas.endUtc.getTime() + 2 * hour),
        rescheduleCount: 3,
      },
    });
    const seat = await db.sessionParticipant.create({
      data: { teacherId: teacher.id, sessionId: bens.id, studentId: ana.id },
    });
    const second = await buildCalendarFeed({ file, now });
    const uid = (session: { id: string }) => `${session.id}@lektio`;
    for (const parser of calendarParsers) {
      const before = new Map(parser.parse(first).events.map((event) => [event.uid, event]));
      const after = new Map(parser.parse(second).events.map((event) => [event.uid, event]));
      expect(before.get(uid(group))).toMatchObject({
        stamp: groupChange,
        lastModified: groupChange,
      });
      expect(after.get(uid(group))).toEqual(before.get(uid(group)));
      expect(after.get(uid(anas))).toMatchObject({
        stamp: toSecond(moved.updatedAt),
        lastModified: toSecond(moved.updatedAt),
        sequence: 3,
        start: moved.startUtc,
      });
      expect(after.get(uid(bens))).toMatchObject({
        stamp: toSecond(seat.updatedAt),
        summary: 'Spanish B1 · Ben Cole and Ana Ruiz',
      });
    }
  });
});
