import { describe, expect, it } from 'vitest';
import {
  creditsLeft,
  newSessionFormSchema,
  nonexistentTimeMessage,
  toCreateSessionBody,
} from '@/components/booking/sessions/new-session-schema';

const studentId = '11111111-1111-4111-8111-111111111111';
const serviceId = '22222222-2222-4222-8222-222222222222';
const schema = newSessionFormSchema('Europe/Madrid');

describe('newSessionFormSchema', () => {
  it('requires every field, with a message for each', () => {
    const result = schema.safeParse({ studentId: '', serviceId: '', date: '', time: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      studentId: 'Choose a student',
      serviceId: 'Choose a service',
      date: 'Choose a date',
      time: 'Choose a start time',
    });
  });

  it('refuses, on the time, a reading the clocks skip in the teacher zone', () => {
    const result = schema.safeParse({ studentId, serviceId, date: '2026-03-29', time: '02:30' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['time'], message: nonexistentTimeMessage }),
    ]);
    expect(
      newSessionFormSchema('UTC').safeParse({ studentId, serviceId, date: '2026-03-29', time: '02:30' }).success,
    ).toBe(true);
  });
});

describe('toCreateSessionBody', () => {
  it('sends the instant of the date and time in the teacher zone, and that zone', () => {
    const values = { studentId, serviceId, date: '2026-03-29', time: '10:00' };
    expect(toCreateSessionBody(values, 'Europe/Madrid')).toEqual({
      studentId,
      serviceId,
      startUtc: '2026-03-29T08:00:00.000Z',
      timezone: 'Europe/Madrid',
    });
    expect(toCreateSessionBody({ ...values, date: '2026-03-28' }, 'Europe/Madrid').startUtc).toBe(
      '2026-03-28T09:00:00.000Z',
    );
  });
});

describe('creditsLeft', () => {
  it('is the credits of that student in that service, 0 without an enrollment', () => {
    const credits = [{ studentId, serviceId, creditsLeft: 3 }];
    expect(creditsLeft(credits, studentId, serviceId)).toBe(3);
    expect(creditsLeft(credits, serviceId, studentId)).toBe(0);
  });
});
