import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import {
  emptyScheduleMessageValues,
  scheduleMessageResolver,
  type ScheduleMessageValues,
} from './schedule-message-values';

const now = () => new Date('2030-01-07T08:00:00Z');
const resolve = (values: Partial<ScheduleMessageValues>) =>
  scheduleMessageResolver('Europe/Madrid', now)(
    { ...emptyScheduleMessageValues, ...values },
    undefined,
    {} as ResolverOptions<ScheduleMessageValues>,
  );
const studentId = '00000000-0000-4000-8000-0000000000aa';
const filled = { subject: 'Hi', body: 'Hello', date: '2030-01-10', time: '09:30' };

const messages = async (values: Partial<ScheduleMessageValues>) =>
  Object.fromEntries(Object.entries((await resolve(values)).errors).map(([field, error]) => [field, error?.message]));

describe('scheduleMessageResolver', () => {
  it("builds the route's body, with only the audience's own id", async () => {
    const result = await resolve({ ...filled, audience: 'all_active', studentId });
    expect(result.values).toEqual({ audience: 'all_active', subject: 'Hi', body: 'Hello', sendAt: '2030-01-10T09:30' });
  });

  it('places the messages on the fields: missing student, date, time', async () => {
    expect(await messages({ subject: 'Hi', body: 'Hello' })).toEqual({
      studentId: 'Choose a student',
      date: 'Choose a date',
      time: 'Choose a time, e.g. 09:30',
    });
  });

  it("judges the time on the teacher's clock: the past, a skipped hour", async () => {
    // 08:30 in Madrid is 07:30 UTC, before `now`.
    expect(await messages({ ...filled, studentId, date: '2030-01-07', time: '08:30' })).toEqual({
      time: 'Choose a time at least a minute from now',
    });
    expect(await messages({ ...filled, studentId, date: '2030-03-31', time: '02:30' })).toEqual({
      time: 'This time does not exist on that day (clocks change)',
    });
    expect(await messages({ ...filled, studentId })).toEqual({});
  });
});
