import { describe, expect, it } from 'vitest';
import { createNotification } from '@/test/factories/notification';
import { createTeacher } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { listNotifications } from './list-notifications';
import { markAllNotificationsRead } from './mark-all-notifications-read';
import { markNotificationRead } from './mark-notification-read';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));

/** Five notices, created a minute apart: n1 (oldest) .. n5 (newest); n2 and n4 already read. */
async function inbox() {
  const teacher = await createTeacher();
  const made = [];
  for (let index = 1; index <= 5; index += 1) {
    made.push(
      await createNotification({
        teacherId: teacher.id,
        title: `n${String(index)}`,
        createdAt: at(index),
        readAt: index % 2 === 0 ? at(30 - index) : null,
      }),
    );
  }
  return { teacher, made };
}

const titles = (page: { data: { title: string }[] }) => page.data.map((row) => row.title);

describe('listNotifications', () => {
  it('unread first, then read, each newest first; pages cut across the boundary', async () => {
    const { teacher } = await inbox();
    const list = (page: number, limit: number) => listNotifications({ teacherId: teacher.id, query: { page, limit } });
    const all = await list(1, 20);
    expect(titles(all)).toEqual(['n5', 'n3', 'n1', 'n4', 'n2']);
    expect(all).toMatchObject({ page: 1, limit: 20, total: 5, unreadCount: 3 });
    expect(titles(await list(1, 2))).toEqual(['n5', 'n3']);
    expect(titles(await list(2, 2))).toEqual(['n1', 'n4']);
    expect(titles(await list(3, 2))).toEqual(['n2']);
    expect(titles(await list(4, 2))).toEqual([]);
  });

  it('filters unread=true and unread=false; unreadCount stays the whole count', async () => {
    const { teacher } = await inbox();
    const unread = await listNotifications({ teacherId: teacher.id, query: { page: 1, limit: 20, unread: true } });
    expect(titles(unread)).toEqual(['n5', 'n3', 'n1']);
    expect(unread).toMatchObject({ total: 3, unreadCount: 3 });
    const read = await listNotifications({ teacherId: teacher.id, query: { page: 1, limit: 1, unread: false } });
    expect(titles(read)).toEqual(['n4']);
    expect(read).toMatchObject({ total: 2, unreadCount: 3 });
  });

  it('answers in at most four statements, however many notifications', async () => {
    const { teacher } = await inbox();
    for (let index = 0; index < 10; index += 1) await createNotification({ teacherId: teacher.id });
    const { count } = await countQueries(() =>
      listNotifications({ teacherId: teacher.id, query: { page: 1, limit: 20 } }),
    );
    expect(count).toBeLessThanOrEqual(4);
  });

  it('marking read keeps the first read time; mark-all counts only the unread; other teachers untouched', async () => {
    const { teacher, made } = await inbox();
    const other = await inbox();
    const first = await markNotificationRead({ teacherId: teacher.id, notificationId: made[0]!.id });
    expect(first.readAt).not.toBeNull();
    const again = await markNotificationRead({ teacherId: teacher.id, notificationId: made[0]!.id });
    expect(again.readAt).toBe(first.readAt);
    const kept = await markNotificationRead({ teacherId: teacher.id, notificationId: made[1]!.id });
    expect(kept.readAt).toBe(at(28).toISOString());

    expect(await markAllNotificationsRead({ teacherId: teacher.id })).toEqual({ marked: 2 });
    expect(await markAllNotificationsRead({ teacherId: teacher.id })).toEqual({ marked: 0 });
    const theirs = await listNotifications({ teacherId: other.teacher.id, query: { page: 1, limit: 20 } });
    expect(theirs.unreadCount).toBe(3);
  });
});
