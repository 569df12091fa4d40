import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { captureEvents, redeliver, setUpSimulatedProcessor } from '@/test/psp-simulator';
import { bookTimeFirstSession } from './book-time-first-session';
import { releaseTimeFirstHold } from './release-time-first-hold';
import { ZTimeFirstBookingInput } from './schemas';
import { timeFirstScene, visitorBody } from '@/test/booking/time-first/time-first-scene';

const captured = captureEvents();
const processor = setUpSimulatedProcessor({ deliver: captured.deliver });
beforeEach(() => vi.stubEnv('RESEND_API_KEY', '')); // the development outbox
afterEach(() => vi.unstubAllEnvs());

async function heldScene() {
  const { teacher, service } = await timeFirstScene();
  const body = visitorBody();
  const book = () =>
    bookTimeFirstSession({
      teacherSlug: teacher.slug,
      serviceSlug: service.slug,
      input: ZTimeFirstBookingInput.parse(body),
      session: null,
    });
  const held = await book();
  const release = (input: { sessionId?: string; checkoutId?: string } = {}) =>
    releaseTimeFirstHold({
      teacherSlug: teacher.slug,
      serviceSlug: service.slug,
      input: { sessionId: held.sessionId, checkoutId: held.checkoutId, ...input },
    });
  return { teacher, service, held, book, release };
}

describe('releaseTimeFirstHold', () => {
  it('frees the time so the same visitor can hold it again, cancels the reservation and closes the checkout', async () => {
    const { held, book, release } = await heldScene();
    expect(await release()).toEqual({ sessionId: held.sessionId, status: 'released' });

    expect((await db.session.findUniqueOrThrow({ where: { id: held.sessionId } })).status).toBe('expired');
    expect((await db.enrollment.findUniqueOrThrow({ where: { id: held.enrollmentId } })).status).toBe('cancelled');
    expect(processor().state.checkoutSessions.get(held.checkoutId)?.status).toBe('expired');
    const again = await book();
    expect((await db.session.findUniqueOrThrow({ where: { id: again.sessionId } })).status).toBe('hold');
  });

  it('is idempotent: a second release answers the same and changes nothing', async () => {
    const { teacher, held, release } = await heldScene();
    await release();
    const before = await db.enrollment.findUniqueOrThrow({ where: { id: held.enrollmentId } });
    expect(await release()).toEqual({ sessionId: held.sessionId, status: 'released' });
    expect(await db.enrollment.findUniqueOrThrow({ where: { id: held.enrollmentId } })).toEqual(before);
    expect(await db.session.count({ where: { teacherId: teacher.id, status: 'hold' } })).toBe(0);
  });

  it('refuses a paid lesson with 409 INVALID_STATE and leaves it booked', async () => {
    const { held, release } = await heldScene();
    await processor().pay(held.checkoutId);
    expect(await redeliver(captured.take('checkout.session.completed'))).toBe(200);

    await expect(release()).rejects.toMatchObject({ status: 409, code: 'INVALID_STATE' });
    expect((await db.session.findUniqueOrThrow({ where: { id: held.sessionId } })).status).toBe('scheduled');
    expect((await db.enrollment.findUniqueOrThrow({ where: { id: held.enrollmentId } })).status).toBe('active');
  });

  it('answers 404 to a wrong checkout id or another service, and releases nothing', async () => {
    const { teacher, held, release } = await heldScene();
    await expect(release({ checkoutId: 'cs_someone_else' })).rejects.toMatchObject({ status: 404 });
    const other = await timeFirstScene();
    await expect(
      releaseTimeFirstHold({
        teacherSlug: other.teacher.slug,
        serviceSlug: other.service.slug,
        input: { sessionId: held.sessionId, checkoutId: held.checkoutId },
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect((await db.session.findUniqueOrThrow({ where: { id: held.sessionId } })).status).toBe('hold');
    expect(await db.session.count({ where: { teacherId: teacher.id, status: 'hold' } })).toBe(1);
  });
});
