import { InngestTestEngine } from '@inngest/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { reservationReleasedEvent } from '@/lib/jobs/job-events';
import { createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { offerReleasedPlaceFunction } from './offer-released-place';
import { releaseExpiredReservationsFunction } from './release-expired-reservations';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', '')); // the development outbox
afterEach(() => vi.unstubAllEnvs());

/** A class for two with one active member, the student whose reservation was released, and one waiting. */
async function classWithLine(capacity: number | null) {
  const teacher = await createTeacher();
  const service = await createService({ teacherId: teacher.id, groupType: 'group', capacity });
  const [member, leaver, waiting] = [
    await createStudent({ teacherId: teacher.id }),
    await createStudent({ teacherId: teacher.id }),
    await createStudent({ teacherId: teacher.id }),
  ];
  await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: member.id, status: 'active' });
  await db.waitlistEntry.create({ data: { teacherId: teacher.id, serviceId: service.id, studentId: waiting.id } });
  const offer = () =>
    new InngestTestEngine({ function: offerReleasedPlaceFunction }).execute({
      events: [
        {
          name: reservationReleasedEvent.name,
          data: { teacherId: teacher.id, serviceId: service.id, studentId: leaver.id },
        },
      ],
    });
  const waitingStatus = async () =>
    (await db.waitlistEntry.findFirstOrThrow({ where: { serviceId: service.id, studentId: waiting.id } })).status;
  return { teacher, service, member, leaver, offer, waitingStatus };
}

describe('releaseExpiredReservationsFunction', () => {
  it('runs every five minutes', () => {
    expect(releaseExpiredReservationsFunction.opts.triggers).toEqual([{ cron: 'TZ=UTC */5 * * * *' }]);
  });
});

describe('offerReleasedPlaceFunction', () => {
  it('offers the released place to the first student waiting', async () => {
    const scene = await classWithLine(2);
    const { result } = await scene.offer();
    expect(result).toEqual({ offered: true });
    expect(await scene.waitingStatus()).toBe('notified');
  });

  it('offers nothing when the release freed no place: the class is still full, or the student holds another', async () => {
    const full = await classWithLine(1);
    expect((await full.offer()).result).toEqual({ offered: false });
    expect(await full.waitingStatus()).toBe('waiting');

    const holder = await classWithLine(3);
    await createEnrollment({
      teacherId: holder.teacher.id,
      serviceId: holder.service.id,
      studentId: holder.leaver.id,
      status: 'active',
    });
    expect((await holder.offer()).result).toEqual({ offered: false });
    expect(await holder.waitingStatus()).toBe('waiting');
  });
});
