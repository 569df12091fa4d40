import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent } from '@/test/factories';
import { setUpSimulatedProcessor } from '@/test/psp-simulator';
import { bookTimeFirstSession } from './book-time-first-session';
import { getTimeFirstConfirmation } from './get-time-first-confirmation';
import { ZTimeFirstBookingInput } from './schemas';
import { timeFirstScene, visitorBody } from '@/test/booking/time-first/time-first-scene';

const processor = setUpSimulatedProcessor();
beforeEach(() => vi.stubEnv('RESEND_API_KEY', ''));
afterEach(() => vi.unstubAllEnvs());

async function heldLesson() {
  const { teacher, service } = await timeFirstScene();
  const held = await bookTimeFirstSession({
    teacherSlug: teacher.slug,
    serviceSlug: service.slug,
    input: ZTimeFirstBookingInput.parse(visitorBody()),
    session: null,
  });
  const checkoutId = held.checkoutUrl.split('/').pop()!;
  return { teacher, held, checkoutId };
}

describe('getTimeFirstConfirmation', () => {
  it('shows the payer (by checkout id) the lesson: paying while held, confirmed once paid', async () => {
    const { teacher, held, checkoutId } = await heldLesson();
    const ask = () => getTimeFirstConfirmation({ teacherSlug: teacher.slug, sessionId: held.sessionId, checkoutId });
    expect(await ask()).toMatchObject({ state: 'paying', timezone: 'America/New_York' });
    await processor().pay(checkoutId);
    expect(await ask()).toMatchObject({ state: 'confirmed' });
  });

  it('shows the signed-in student who holds it, and nobody else (404)', async () => {
    const { teacher, held, checkoutId } = await heldLesson();
    const session = await db.session.findUniqueOrThrow({ where: { id: held.sessionId } });
    const owner = { teacherSlug: teacher.slug, sessionId: held.sessionId, studentId: session.studentId! };
    expect(await getTimeFirstConfirmation(owner)).toMatchObject({ state: 'paying' });

    const someoneElse = await createStudent({ teacherId: teacher.id });
    const other = await timeFirstScene();
    for (const attempt of [
      { teacherSlug: teacher.slug, sessionId: held.sessionId },
      { teacherSlug: teacher.slug, sessionId: held.sessionId, checkoutId: 'cs_guess' },
      { teacherSlug: teacher.slug, sessionId: held.sessionId, studentId: someoneElse.id },
      { teacherSlug: other.teacher.slug, sessionId: held.sessionId, checkoutId },
      { teacherSlug: teacher.slug, sessionId: 'not-a-uuid', checkoutId },
    ]) {
      await expect(getTimeFirstConfirmation(attempt)).rejects.toMatchObject({ status: 404 });
    }
  });
});
