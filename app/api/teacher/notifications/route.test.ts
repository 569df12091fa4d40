import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { createNotification } from '@/test/factories/notification';
import { callRoute, teacherCookie } from '@/test/http';
import { POST as markRead } from './[id]/read/route';
import { POST as readAll } from './read-all/route';
import { GET } from './route';

const list = (search: string, cookie?: string) =>
  callRoute(GET, { path: `/api/teacher/notifications${search}`, cookie });
const read = (id: string, cookie?: string) =>
  callRoute(markRead, { method: 'POST', path: `/api/teacher/notifications/${id}/read`, params: { id }, cookie });
const readEverything = (cookie?: string) =>
  callRoute(readAll, { method: 'POST', path: '/api/teacher/notifications/read-all', cookie });

async function teacherWithInbox() {
  const teacher = await createTeacher();
  const older = await createNotification({
    teacherId: teacher.id,
    title: 'Older, unread',
    createdAt: new Date('2026-11-20T09:00:00Z'),
    data: { href: '/teacher/sessions/abc', sessionId: 'abc' },
  });
  const readOne = await createNotification({
    teacherId: teacher.id,
    type: 'payment_received',
    title: 'Newest, read',
    createdAt: new Date('2026-11-22T09:00:00Z'),
    readAt: new Date('2026-11-22T10:00:00Z'),
  });
  const newer = await createNotification({
    teacherId: teacher.id,
    type: 'streak_record',
    title: 'Newer, unread',
    body: 'Your best streak: 6 days',
    createdAt: new Date('2026-11-21T09:00:00Z'),
    data: { href: 'https://evil.example/' },
  });
  return { teacher, older, readOne, newer, cookie: await teacherCookie(teacher.id) };
}

describe('GET /api/teacher/notifications', () => {
  it('lists unread first, then newest, with unreadCount and only app hrefs', async () => {
    const { cookie, older, newer, readOne } = await teacherWithInbox();
    const response = await list('', cookie);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      data: [
        {
          id: newer.id,
          type: 'streak_record',
          title: 'Newer, unread',
          body: 'Your best streak: 6 days',
          data: { href: 'https://evil.example/' },
          href: null,
          studentId: null,
          readAt: null,
          createdAt: '2026-11-21T09:00:00.000Z',
        },
        expect.objectContaining({ id: older.id, href: '/teacher/sessions/abc', readAt: null }),
        expect.objectContaining({ id: readOne.id, readAt: '2026-11-22T10:00:00.000Z' }),
      ],
      page: 1,
      limit: 20,
      total: 3,
      unreadCount: 2,
    });
  });

  it('filters by unread and validates the query', async () => {
    const { cookie, readOne } = await teacherWithInbox();
    const unread = await list('?unread=true&limit=1', cookie);
    expect(unread.json).toMatchObject({ total: 2, limit: 1, unreadCount: 2, data: [{ title: 'Newer, unread' }] });
    const readOnly = await list('?unread=false', cookie);
    expect(readOnly.json.data.map((row: { id: string }) => row.id)).toEqual([readOne.id]);
    expect((await list('?unread=yes', cookie)).status).toBe(400);
    expect((await list('?limit=101', cookie)).status).toBe(400);
    expect((await list('?teacherId=x', cookie)).status).toBe(400);
  });

  it('says title and body in the signed-in teacher’s language (the stored English for an old row)', async () => {
    const teacher = await createTeacher({ locale: 'de' });
    const streak = await createNotification({
      teacherId: teacher.id,
      type: 'streak_record',
      title: 'New record: a 6-day teaching streak',
      body: 'You have taught on 6 days in a row, your best streak so far.',
      data: { streak: 6, previousBest: 5, href: '/teacher' },
    });
    const old = await createNotification({
      teacherId: teacher.id,
      title: 'New booking: Ana Ruiz',
      data: { href: '/teacher' },
    });
    const cookie = await teacherCookie(teacher.id);
    const rows = (await list('', cookie)).json.data as { id: string; title: string; body: string | null }[];
    expect(rows.find((row) => row.id === streak.id)).toMatchObject({
      title: 'Neuer Rekord: 6 Unterrichtstage in Folge',
      body: 'Du hast an 6 Tagen in Folge unterrichtet – deine bisher beste Serie.',
    });
    expect(rows.find((row) => row.id === old.id)).toMatchObject({ title: 'New booking: Ana Ruiz' });
    expect((await read(streak.id, cookie)).json).toMatchObject({ title: 'Neuer Rekord: 6 Unterrichtstage in Folge' });
  });

  it('needs a teacher session (401) and shows no other teacher’s notifications', async () => {
    expect((await list('')).status).toBe(401);
    await teacherWithInbox();
    const stranger = await createTeacher();
    expect((await list('', await teacherCookie(stranger.id))).json).toMatchObject({ total: 0, unreadCount: 0 });
  });
});

describe('POST /api/teacher/notifications/:id/read and /read-all', () => {
  it('marks one read and answers it; again keeps the first read time', async () => {
    const { cookie, older } = await teacherWithInbox();
    const response = await read(older.id, cookie);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: older.id, readAt: expect.any(String) });
    const again = await read(older.id, cookie);
    expect(again.json.readAt).toBe(response.json.readAt);
    expect((await list('', cookie)).json.unreadCount).toBe(1);
  });

  it('another teacher’s notification is not found (404), like a missing one, and stays unread', async () => {
    const { older } = await teacherWithInbox();
    const stranger = await teacherCookie((await createTeacher()).id);
    const theirs = await read(older.id, stranger);
    expect(theirs.status).toBe(404);
    expect(theirs.json.error.code).toBe('NOT_FOUND');
    expect((await read('00000000-0000-4000-8000-00000000abcd', stranger)).status).toBe(404);
    expect((await read('not-a-uuid', stranger)).status).toBe(400);
    expect((await db.notification.findUniqueOrThrow({ where: { id: older.id } })).readAt).toBeNull();
  });

  it('read-all answers the count marked, touches only the caller’s', async () => {
    const mine = await teacherWithInbox();
    const theirs = await teacherWithInbox();
    const response = await readEverything(mine.cookie);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ marked: 2 });
    expect((await readEverything(mine.cookie)).json).toEqual({ marked: 0 });
    expect((await list('', theirs.cookie)).json.unreadCount).toBe(2);
    expect((await readEverything()).status).toBe(401);
  });
});
