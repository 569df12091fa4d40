/** Issue 34: one calendar feed per family, covering every member's sessions. */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { createPayerFamily } from '@/test/factories/payer-family';
import { buildCalendarFeed } from './build-calendar-feed';
import { getCalendarFeed } from './get-calendar-feed';
import { rotateCalendarFeed } from './rotate-calendar-feed';
import { turnOffCalendarFeed } from './turn-off-calendar-feed';

const now = new Date('2031-05-01T10:00:00Z');
const day = 24 * 60 * 60 * 1000;
const uids = (ics: string) => [...ics.matchAll(/^UID:(.+)$/gm)].map((match) => match[1]!.trim());

describe('the family calendar feed', () => {
  it("lists every member's sessions, names the member, and leaves out everyone else's", async () => {
    const teacher = await createTeacher({ name: 'Elena Teacher' });
    const service = await createService({ teacherId: teacher.id, name: 'Piano' });
    const { family, members } = await createPayerFamily({ teacherId: teacher.id, memberNames: ['Ada Kid', 'Ben Kid'] });
    const outsider = await createStudent({ teacherId: teacher.id, name: 'Out Sider' });
    const at = (days: number, studentId: string) =>
      createSession({
        teacherId: teacher.id,
        serviceId: service.id,
        studentId,
        startUtc: new Date(now.getTime() + days * day),
      });
    const adas = await at(2, members[0]!.id);
    const bens = await at(3, members[1]!.id);
    await at(4, outsider.id);

    const owner = { role: 'family', familyId: family.id, teacherId: teacher.id } as const;
    const feed = await rotateCalendarFeed({ owner });
    expect(feed.enabled).toBe(true);
    expect((await db.family.findUniqueOrThrow({ where: { id: family.id } })).calendarFeedToken).not.toBeNull();
    const ics = await buildCalendarFeed({ file: feed.url!.split('/').pop()!, now });
    expect(uids(ics)).toEqual([adas, bens].map((s) => `${s.id}@lektio`));
    expect(ics).toContain('SUMMARY:Piano with Elena Teacher · Ada Kid');
    expect(ics).not.toContain('Out Sider');

    await turnOffCalendarFeed({ owner });
    expect(await getCalendarFeed({ owner })).toEqual({ enabled: false, url: null });
  });

  it("answers 404 for another teacher's family", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const { family } = await createPayerFamily({ teacherId: teacher.id });
    await expect(
      rotateCalendarFeed({ owner: { role: 'family', familyId: family.id, teacherId: other.id } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
