import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timeFirstScene, visitorBody } from '@/test/booking/time-first/time-first-scene';
import { db } from '@/lib/core/db';
import { callRoute } from '@/test/http';
import { uniqueIp } from '@/test/magic-link';
import { setUpSimulatedProcessor } from '@/test/psp-simulator';
import { POST as book } from '../route';
import { POST as release } from './route';

setUpSimulatedProcessor();
beforeEach(() => vi.stubEnv('RESEND_API_KEY', ''));
afterEach(() => vi.unstubAllEnvs());

async function held() {
  const { teacher, service } = await timeFirstScene();
  const params = { slug: teacher.slug, serviceSlug: service.slug };
  const path = `/api/public/${teacher.slug}/services/${service.slug}/book`;
  const booked = await callRoute(book, { method: 'POST', path, params, body: visitorBody(), ip: uniqueIp() });
  expect(booked.status).toBe(201);
  const releaseWith = (body: unknown) =>
    callRoute(release, { method: 'POST', path: `${path}/release`, params, body, ip: uniqueIp() });
  return { teacher, booked: booked.json as { sessionId: string; checkoutId: string }, releaseWith };
}

describe('POST /api/public/:slug/services/:serviceSlug/book/release', () => {
  it('answers 200 released, then the same again', async () => {
    const { booked, releaseWith } = await held();
    const body = { sessionId: booked.sessionId, checkoutId: booked.checkoutId };
    for (const attempt of [1, 2]) {
      const response = await releaseWith(body);
      expect(response.status, `attempt ${attempt}`).toBe(200);
      expect(response.json).toEqual({ sessionId: booked.sessionId, status: 'released' });
    }
  });

  it('refuses bad bodies with 400 VALIDATION_ERROR and releases nothing', async () => {
    const { teacher, booked, releaseWith } = await held();
    const bad = [
      { sessionId: booked.sessionId },
      { sessionId: 'x', checkoutId: booked.checkoutId },
      { ...booked, extra: 1 },
    ];
    for (const body of bad) {
      const response = await releaseWith(body);
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe('VALIDATION_ERROR');
    }
    expect(await db.session.count({ where: { teacherId: teacher.id, status: 'hold' } })).toBe(1);
  });

  it('answers 404 NOT_FOUND to a checkout id that is not the booking’s', async () => {
    const { teacher, booked, releaseWith } = await held();
    const response = await releaseWith({ sessionId: booked.sessionId, checkoutId: 'cs_guess' });
    expect(response.status).toBe(404);
    expect(response.json.error.code).toBe('NOT_FOUND');
    expect(await db.session.count({ where: { teacherId: teacher.id, status: 'hold' } })).toBe(1);
  });
});
