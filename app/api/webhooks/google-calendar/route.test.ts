import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { serviceSlots } from '@/lib/availability/get-service-availability';
import { db } from '@/lib/core/db';
import { parseIsoDate, wallTimeToUtc } from '@/lib/core/time';
import { clearExternalBusyCache } from '@/lib/core/external-busy-cache';
import { syncWatchChannels } from '@/lib/calendar-sync/watch/sync-watch-channels';
import { resetGoogleBreaker } from '@/lib/integrations/google/google-breaker';
import { createAvailabilitySchedule, createTeacher } from '@/test/factories';
import { connectFakeCalendar } from '@/test/calendar-connection';
import { startWebhookReceiver } from '@/test/calendar-webhook-receiver';
import { startFakeCalendar, stubCalendarEnv, type FakeCalendar } from '@/test/fakes/google-calendar';
import { callRoute } from '@/test/http';
import { POST } from './route';

const ana = 'ana@gmail.test';

let fake: FakeCalendar;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  fake = await startFakeCalendar();
  receiver = await startWebhookReceiver(POST);
});
afterAll(async () => {
  await receiver.close();
  await fake.close();
});
beforeEach(() => {
  stubCalendarEnv(fake);
  // Channels get the receiver's address, so the fake's notifications reach the route handler.
  vi.stubEnv('APP_URL', receiver.origin);
  resetGoogleBreaker();
  clearExternalBusyCache();
});
afterEach(() => vi.unstubAllEnvs());

const madrid = (date: string, time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Date(wallTimeToUtc(parseIsoDate(date), h * 60 + m, 'Europe/Madrid'));
};
const now = madrid('2027-01-01', '08:00');

/** A Madrid teacher (Mon-Fri 09-13, 15-19) reading `ana`, with its channel open. */
async function watchedTeacher() {
  const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
  await createAvailabilitySchedule({ teacherId: teacher.id });
  await connectFakeCalendar(fake, teacher.id, { readCalendarIds: [ana] });
  await syncWatchChannels(teacher.id);
  const channel = await db.calendarWatchChannel.findFirstOrThrow({ where: { teacherId: teacher.id } });
  const slots = async () =>
    (
      await serviceSlots(
        { teacherId: teacher.id, durationMinutes: 60 },
        { query: { serviceId: '', start: '2027-01-11', end: '2027-01-11' } as never, now },
      )
    ).slots.map((slot) => slot.startLocal.slice(11, 16));
  const changedAt = async () =>
    (await db.calendarConnection.findUniqueOrThrow({ where: { teacherId: teacher.id } })).busyChangedAt;
  return { teacherId: teacher.id, channel, slots, changedAt };
}

const deliver = (headers: Record<string, string>) =>
  callRoute(POST, { method: 'POST', path: '/api/webhooks/google-calendar', headers, withoutOrigin: true });

describe('POST /api/webhooks/google-calendar', () => {
  it('a change notification makes the next availability ask Google again, and its busy time applies', async () => {
    const teacher = await watchedTeacher();
    expect(await teacher.slots()).toContain('10:00');
    const asked = fake.freeBusyRequests;
    await teacher.slots();
    expect(fake.freeBusyRequests).toBe(asked); // cached

    fake.addBusy(ana, madrid('2027-01-11', '10:00'), madrid('2027-01-11', '11:00'));
    expect(await fake.notify(ana)).toEqual(expect.arrayContaining([200]));

    expect(await teacher.changedAt()).toBeInstanceOf(Date);
    const after = await teacher.slots();
    expect(fake.freeBusyRequests).toBe(asked + 1);
    expect(after).not.toContain('10:00');
    expect(after).toContain('11:00');
  });

  it("answers the new channel's sync message with 200 and changes nothing", async () => {
    const teacher = await watchedTeacher();
    await teacher.slots();
    const asked = fake.freeBusyRequests;

    expect(await fake.notify(ana, 'sync')).toEqual(expect.arrayContaining([200]));

    expect(await teacher.changedAt()).toBeNull();
    await teacher.slots();
    expect(fake.freeBusyRequests).toBe(asked);
  });

  it('refuses a wrong token with 401 and an unknown or expired channel with 404, changing nothing', async () => {
    const teacher = await watchedTeacher();
    await teacher.slots();
    const asked = fake.freeBusyRequests;
    const [open] = fake.channels(ana).filter((channel) => channel.id === teacher.channel.id);
    const headers = {
      'x-goog-channel-id': teacher.channel.id,
      'x-goog-channel-token': open!.token!,
      'x-goog-resource-id': open!.resourceId,
      'x-goog-resource-state': 'exists',
    };

    const forged = await deliver({ ...headers, 'x-goog-channel-token': 'not-the-token' });
    expect(forged.status).toBe(401);
    expect(forged.json.error.code).toBe('UNAUTHENTICATED');
    expect((await deliver({ ...headers, 'x-goog-channel-token': '' })).status).toBe(401);
    const unknown = await deliver({ ...headers, 'x-goog-channel-id': crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    expect((await deliver({ ...headers, 'x-goog-channel-id': 'not-a-uuid' })).status).toBe(404);
    await db.calendarWatchChannel.update({
      where: { id: teacher.channel.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await deliver(headers)).status).toBe(404);

    expect(await teacher.changedAt()).toBeNull();
    await teacher.slots();
    expect(fake.freeBusyRequests).toBe(asked);
  });

  it('needs no Origin and no cookie (a server-to-server call)', async () => {
    const teacher = await watchedTeacher();
    const [open] = fake.channels(ana).filter((channel) => channel.id === teacher.channel.id);
    const response = await deliver({
      'x-goog-channel-id': teacher.channel.id,
      'x-goog-channel-token': open!.token!,
      'x-goog-resource-state': 'exists',
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ received: true, changed: true });
  });

  it('busy time cached by one instance is stale once another instance received a notification', async () => {
    const teacher = await watchedTeacher();
    await teacher.slots();
    const asked = fake.freeBusyRequests;
    // Another instance's webhook moved busyChangedAt; this process's cache was not told.
    await db.calendarConnection.update({
      where: { teacherId: teacher.teacherId },
      data: { busyChangedAt: new Date() },
    });

    await teacher.slots();
    expect(fake.freeBusyRequests).toBe(asked + 1);
    await teacher.slots();
    expect(fake.freeBusyRequests).toBe(asked + 1); // fetched after the change: fresh again

    // A fresh instance (empty cache) asks once and then serves from its own cache.
    clearExternalBusyCache();
    await teacher.slots();
    await teacher.slots();
    expect(fake.freeBusyRequests).toBe(asked + 2);
  });
});
