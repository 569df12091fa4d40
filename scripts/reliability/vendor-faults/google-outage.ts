// Part 2: Google Calendar answers 500; public availability still answers, without external busy time.
import { GET as availability } from '@/app/api/public/[slug]/service-availability/route';
import { parseIsoDate, wallTimeToUtc } from '@/lib/core/time';
import { encryptSecret } from '@/lib/core/crypto';
import { db } from '@/lib/core/db';
import { resetGoogleBreaker } from '@/lib/integrations/google/google-breaker';
import { clearExternalBusyCache } from '@/lib/core/external-busy-cache';
import { calendarRoutes } from '@/dev/simulators/google/calendar-routes';
import { addBusy, createCalendarState } from '@/dev/simulators/google/calendar-state';
import { listen } from '@/dev/simulators/google/http-plumbing';
import {
  createTokenStore,
  issueRefreshToken,
  refreshTokenRoute,
} from '@/dev/simulators/google/token-store';
import { createAvailabilitySchedule, createService, createTeacher } from '@/test/factories';
import { callRoute } from '@/test/http';
import { check, Timeline } from './report';
import { futureMonday } from '@/test/future-monday';

const client = { clientId: 'lektio-reliability.apps.googleusercontent.test', clientSecret: 'reliability-secret' };
const calendarId = 'ana@gmail.test';

type Slot = { startLocal: string };

export async function googleOutage() {
  // The Calendar part of the simulated Google (what test/fakes/google-calendar.ts wraps for Vitest).
  const store = createTokenStore(client, { label: 'calendar' });
  const state = createCalendarState([{ id: calendarId, summary: 'Ana', primary: true, accessRole: 'owner' }]);
  const server = await listen([refreshTokenRoute(store), calendarRoutes(state, store, () => `${server.base}/`)]);
  Object.assign(process.env, {
    GOOGLE_CLIENT_ID: client.clientId,
    GOOGLE_CLIENT_SECRET: client.clientSecret,
    GOOGLE_TOKEN_URL: `${server.base}/token`,
    GOOGLE_API_URL: `${server.base}/`,
  });
  resetGoogleBreaker();
  clearExternalBusyCache();

  const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
  await createAvailabilitySchedule({ teacherId: teacher.id });
  const service = await createService({ teacherId: teacher.id, durationMinutes: 60 });
  await db.calendarConnection.create({
    data: {
      teacherId: teacher.id,
      accountEmail: calendarId,
      encryptedRefreshToken: encryptSecret(issueRefreshToken(store), teacher.id),
      status: 'connected',
      readCalendarIds: [calendarId],
    },
  });
  const monday = futureMonday();
  const madrid = (hour: number) => new Date(wallTimeToUtc(parseIsoDate(monday), hour * 60, 'Europe/Madrid'));
  addBusy(state, calendarId, madrid(10), madrid(11));

  const timeline = new Timeline();
  let ip = 0;
  const ask = (what: string) => {
    clearExternalBusyCache(); // each request asks Google (the one-minute cache would answer otherwise)
    const query = new URLSearchParams({ serviceId: service.id, start: monday, end: monday });
    const path = `/api/public/${teacher.slug}/service-availability?${query}`;
    return timeline.record(
      what,
      () => callRoute(availability, { path, params: { slug: teacher.slug }, ip: `10.78.0.${ip++}` }),
      (answer) =>
        `${(answer.json.slots as Slot[]).length} slots, externalBusy ${answer.json.meta?.externalBusy}; Google API calls ${state.stats.apiRequests}`,
    );
  };
  const times = (answer: { json: { slots?: Slot[] } }) =>
    (answer.json.slots ?? []).map((s) => s.startLocal.slice(11, 16));

  const healthy = await ask(`GET availability ${monday} (Google healthy, busy 10-11)`);
  const failing = [];
  for (let i = 1; i <= 3; i++) {
    state.failures.push(500, 500, 500); // enough for any retry of the client
    failing.push(await ask(`GET availability (Calendar API answers 500) #${i}`));
    state.failures.length = 0;
  }
  const callsBefore = state.stats.apiRequests;
  const open = await ask('GET availability (Google circuit open)');
  const callsWhileOpen = state.stats.apiRequests - callsBefore;
  timeline.print('2. Google Calendar: the API answers 500 (GET /api/public/:slug/service-availability)');
  await server.close();
  resetGoogleBreaker();

  const busyCovered = (answer: { json: { slots?: Slot[] } }) => times(answer).some((t) => t >= '09:15' && t < '11:00');
  const degraded = [...failing, open];
  console.info(
    `database afterwards: calendar connection ${(await db.calendarConnection.findUniqueOrThrow({ where: { teacherId: teacher.id } })).status}` +
      ` (a 5xx does not disconnect it); slots healthy ${times(healthy).length}, failing ${times(failing[0]!).length}`,
  );
  check(
    `google: healthy, the busy event removes slots (${times(healthy).length} slots, none 09:15-10:45)`,
    healthy.status === 200 && healthy.json.meta?.externalBusy === 'ok' && !busyCovered(healthy),
  );
  check(
    'google: Calendar 500 -> availability still 200 with slots, without the external busy time',
    degraded.every(
      (answer) =>
        answer.status === 200 &&
        answer.json.meta?.externalBusy === 'unavailable' &&
        busyCovered(answer) &&
        times(answer).length > times(healthy).length,
    ),
  );
  check(`google: circuit open after 3 failures, Google not asked (${callsWhileOpen} calls)`, callsWhileOpen === 0);
  check(
    `google: answers stay fast while Google fails (slowest ${Math.max(...degraded.map((a) => a.ms))} ms < 5000)`,
    degraded.every((answer) => answer.ms < 5_000),
  );
}
