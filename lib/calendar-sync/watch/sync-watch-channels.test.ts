import { describe, expect, it } from 'vitest';
import { loadTeacherAvailability } from '@/lib/availability/load-teacher-availability';
import { db } from '@/lib/core/db';
import { disconnectGoogle } from '@/lib/google-connection/disconnect-google';
import { createTeacher } from '@/test/factories';
import { connectFakeCalendar, fakeCalendarForFile } from '@/test/calendar-connection';
import { channelTokenHash } from '@/lib/integrations/google-calendar/watch/channel-token';
import { updateCalendarSettings } from '../settings/update-calendar-settings';
import { renewWatchChannels } from './renew-watch-channels';
import { syncWatchChannels, syncWatchChannelsQuietly } from './sync-watch-channels';

const ana = 'ana@gmail.test';
const work = 'work@group.calendar.google.test';
const hour = 3600_000;

const fake = fakeCalendarForFile();

async function connectedTeacher(readCalendarIds: string[]) {
  const teacher = await createTeacher();
  await connectFakeCalendar(fake, teacher.id, { readCalendarIds, writeCalendarId: ana });
  return teacher.id;
}

const rows = (teacherId: string) =>
  db.calendarWatchChannel.findMany({ where: { teacherId }, orderBy: { calendarId: 'asc' } });
const openAt = (calendarId: string, ids: string[]) =>
  fake.channels(calendarId).filter((channel) => ids.includes(channel.id));

describe('Google Calendar push channels', () => {
  it('opens one channel per read calendar when the choice is saved, with a hashed token and about a week to live', async () => {
    const teacherId = await connectedTeacher([]);
    await updateCalendarSettings(teacherId, { readCalendarIds: [ana, work], writeCalendarId: ana });

    const stored = await rows(teacherId);
    expect(stored.map((row) => row.calendarId)).toEqual([ana, work]);
    for (const row of stored) {
      const [channel] = openAt(row.calendarId, [row.id]);
      expect(channel).toMatchObject({ address: 'http://localhost:3000/api/webhooks/google-calendar' });
      expect(row.resourceId).toBe(channel!.resourceId);
      expect(row.tokenHash).toBe(channelTokenHash(channel!.token!));
      expect(row.tokenHash).not.toContain(channel!.token!);
      expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * hour);
      expect(row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 7 * 24 * hour);
    }
    const { externalCalendar } = await loadTeacherAvailability({ teacherId, range: { start: 0, end: 1 } });
    expect(externalCalendar).toMatchObject({ watched: true, busyChangedAt: null });
    // Nothing to do the second time.
    expect(await syncWatchChannels(teacherId)).toEqual({ opened: 0, stopped: 0, failed: 0 });
    expect((await rows(teacherId)).map((row) => row.id)).toEqual(stored.map((row) => row.id));
  });

  it('stops the channel of a calendar no longer read and opens one for a newly read calendar', async () => {
    const teacherId = await connectedTeacher([]);
    await updateCalendarSettings(teacherId, { readCalendarIds: [ana], writeCalendarId: ana });
    const [before] = await rows(teacherId);
    await db.calendarWatchChannel.create({
      data: {
        ...before!,
        id: crypto.randomUUID(),
        calendarId: work,
        resourceId: null,
        expiresAt: new Date(Date.now() + hour),
      },
    });
    const watched = async () =>
      (await loadTeacherAvailability({ teacherId, range: { start: 0, end: 1 } })).externalCalendar?.watched;
    await db.calendarConnection.update({ where: { teacherId }, data: { readCalendarIds: [ana, work] } });
    expect(await watched()).toBe(true);
    await db.calendarWatchChannel.updateMany({
      where: { teacherId, calendarId: work },
      data: { expiresAt: new Date() },
    });
    expect(await watched()).toBe(false); // one read calendar without a live channel: the short TTL

    await updateCalendarSettings(teacherId, { readCalendarIds: [work], writeCalendarId: ana });

    const after = await rows(teacherId);
    expect(after.map((row) => row.calendarId)).toEqual([work]);
    expect(openAt(ana, [before!.id])).toEqual([]);
    expect(openAt(work, [after[0]!.id])).toHaveLength(1);
  });

  it('counts a channel Google refuses without throwing; the hourly job opens it later', async () => {
    const teacherId = await connectedTeacher([ana]);
    fake.failNext(503);
    await expect(syncWatchChannelsQuietly(teacherId)).resolves.toBeUndefined();
    expect(await rows(teacherId)).toEqual([]);

    const renewed = await renewWatchChannels();

    expect(renewed.opened).toBeGreaterThanOrEqual(1);
    const [row] = await rows(teacherId);
    expect(openAt(ana, [row!.id])).toHaveLength(1);
  });

  it('renews a channel expiring within a day (new one first, then the old one stopped), once when run twice', async () => {
    const teacherId = await connectedTeacher([ana]);
    await syncWatchChannels(teacherId);
    const [old] = await rows(teacherId);
    await db.calendarWatchChannel.update({
      where: { id: old!.id },
      data: { expiresAt: new Date(Date.now() + 2 * hour) },
    });

    await renewWatchChannels();
    await renewWatchChannels();

    const after = await rows(teacherId);
    expect(after).toHaveLength(1);
    expect(after[0]!.id).not.toBe(old!.id);
    expect(fake.channels(ana).filter((channel) => [old!.id, after[0]!.id].includes(channel.id))).toEqual([
      expect.objectContaining({ id: after[0]!.id }),
    ]);
  });

  it('keeps the old channel while its replacement cannot be opened', async () => {
    const teacherId = await connectedTeacher([ana]);
    await syncWatchChannels(teacherId);
    const [old] = await rows(teacherId);
    await db.calendarWatchChannel.update({
      where: { id: old!.id },
      data: { expiresAt: new Date(Date.now() + 2 * hour) },
    });
    fake.failNext(503);

    expect(await syncWatchChannels(teacherId)).toEqual({ opened: 0, stopped: 0, failed: 1 });
    expect((await rows(teacherId)).map((row) => row.id)).toEqual([old!.id]);
    expect(openAt(ana, [old!.id])).toHaveLength(1);
  });

  it('stops every channel when the teacher disconnects, before the grant is revoked', async () => {
    const teacherId = await connectedTeacher([ana, work]);
    await syncWatchChannels(teacherId);
    const ids = (await rows(teacherId)).map((row) => row.id);
    expect(ids).toHaveLength(2);

    await disconnectGoogle(teacherId, 'calendar');

    expect(await rows(teacherId)).toEqual([]);
    expect([...openAt(ana, ids), ...openAt(work, ids)]).toEqual([]);
  });

  it('retires the channels of a connection that needs reconnecting (no grant to stop them with: they lapse)', async () => {
    const teacherId = await connectedTeacher([ana]);
    await syncWatchChannels(teacherId);
    await db.calendarConnection.update({ where: { teacherId }, data: { status: 'needs_reauth' } });

    const result = await syncWatchChannels(teacherId);

    expect(result).toEqual({ opened: 0, stopped: 0, failed: 1 });
    expect(await rows(teacherId)).toEqual([]);
  });
});
