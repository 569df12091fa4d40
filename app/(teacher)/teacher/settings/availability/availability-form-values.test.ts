import { describe, expect, it } from 'vitest';
import { describeDateRange } from '@/components/availability/local-date';
import {
  describeOverride,
  emptyOverrideValues,
  overrideKindOf,
  toOverrideInput,
} from '@/components/availability/override-form-values';
import {
  emptyScheduleValues,
  nextRuleRow,
  scheduleValuesOf,
  toScheduleInput,
} from '@/components/availability/schedule-form-values';
import { isScheduleFieldPath, scheduleResolver } from '@/components/availability/schedule-resolver';
import { rulesByWeekday } from '@/components/availability/weekdays';
import { ZCreateOverrideInput, ZCreateScheduleInput, type TSchedule } from '@/lib/availability/schemas';
import { translator } from '@/lib/i18n/translator';

const range = translator('en', 'teacherCalendar.availability.range');
const describe_ = translator('en', 'teacherCalendar.availability.describe');

const schedule: TSchedule = {
  id: '0b8c3f7e-8a57-4a3e-9a4e-2f7c1d2b9e11',
  name: 'Term time',
  isActive: true,
  validFrom: '2026-09-01',
  validUntil: null,
  timezone: 'Europe/Madrid',
  rules: [
    { weekday: 1, startTime: '14:00', endTime: '18:00' },
    { weekday: 1, startTime: '09:00', endTime: '13:00' },
    { weekday: 3, startTime: '09:00', endTime: '24:00' },
  ],
  createdAt: '2026-08-01T10:00:00.000Z',
  updatedAt: '2026-08-01T10:00:00.000Z',
};

describe('schedule form values', () => {
  it('round-trips a schedule into the body the API accepts (empty dates are open-ended)', () => {
    const input = toScheduleInput(scheduleValuesOf(schedule));
    expect(input).toEqual({
      name: 'Term time',
      isActive: true,
      validFrom: '2026-09-01',
      validUntil: null,
      rules: schedule.rules,
    });
    expect(ZCreateScheduleInput.safeParse(input).success).toBe(true);
  });

  it('gives the API schema issues paths that are form fields', () => {
    const values = {
      ...emptyScheduleValues(),
      name: 'Week',
      validFrom: '2026-12-10',
      validUntil: '2026-12-01',
      rules: [
        { weekday: '2', startTime: '10:00', endTime: '09:00' },
        { weekday: '4', startTime: '09:00', endTime: '12:00' },
        { weekday: '4', startTime: '11:00', endTime: '13:00' },
      ],
    };
    const result = ZCreateScheduleInput.safeParse(toScheduleInput(values));
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
    expect(issues).toEqual([
      ['rules.0.endTime', 'The end must be after the start'],
      ['rules.2.startTime', 'Overlaps window 2 of the same weekday'],
      ['validUntil', 'The schedule cannot end before it starts'],
    ]);
    for (const [path] of issues) expect(isScheduleFieldPath(path ?? '')).toBe(true);
  });

  it('shows time problems at the first submit even while the name is missing', async () => {
    const values = {
      ...emptyScheduleValues(),
      name: '',
      rules: [
        { weekday: '1', startTime: '12:00', endTime: '10:00' },
        { weekday: '2', startTime: '9h', endTime: '10:00' },
      ],
    };
    const { errors } = await scheduleResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(errors.name?.message).toBe('Give the schedule a name');
    expect(errors.rules?.[0]?.endTime?.message).toBe('The end must be after the start');
    expect(errors.rules?.[1]?.startTime?.message).toBe('Use HH:mm between 00:00 and 24:00');
  });

  it('adds the next weekday with the same hours, wrapping Sunday to Monday', () => {
    expect(nextRuleRow([])).toEqual({ weekday: '1', startTime: '09:00', endTime: '17:00' });
    expect(nextRuleRow([{ weekday: '1', startTime: '08:00', endTime: '12:00' }])).toEqual({
      weekday: '2',
      startTime: '08:00',
      endTime: '12:00',
    });
    expect(nextRuleRow([{ weekday: '7', startTime: '10:00', endTime: '11:00' }]).weekday).toBe('1');
  });

  it('lists every weekday, Monday first, windows in time order', () => {
    const days = rulesByWeekday(schedule.rules);
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual({ weekday: 1, label: 'Monday', windows: ['09:00–13:00', '14:00–18:00'] });
    expect(days[1]?.windows).toEqual([]);
    expect(days[2]?.windows).toEqual(['09:00–24:00']);
  });

  it('words the date range', () => {
    expect(describeDateRange(null, null, range)).toBe('Always (no start or end date)');
    expect(describeDateRange('2026-09-01', null, range)).toBe('From Tue, 1 Sep 2026, no end date');
    expect(describeDateRange(null, '2026-12-31', range)).toBe('Until Thu, 31 Dec 2026');
    // In the teacher's language and date style (issue 32).
    const german = translator('de', 'teacherCalendar.availability.range');
    expect(describeDateRange('2026-09-01', '2026-12-31', german, { locale: 'de', hourCycle: null })).toBe(
      'Vom Di., 1. Sept. 2026 bis Do., 31. Dez. 2026',
    );
  });
});

describe('override form values', () => {
  it('sends a closed day without the times typed before switching to it', () => {
    const input = toOverrideInput({
      ...emptyOverrideValues('2026-12-24'),
      kind: 'closed',
      startTime: '09:00',
      endTime: '10:00',
      reason: '  Holiday ',
    });
    expect(input).toEqual({
      date: '2026-12-24',
      isAvailable: false,
      startTime: null,
      endTime: null,
      reason: 'Holiday',
    });
    expect(ZCreateOverrideInput.safeParse(input).success).toBe(true);
  });

  it('sends extra hours as available with times, and the schema refuses them without times', () => {
    const good = toOverrideInput({
      ...emptyOverrideValues('2026-12-26'),
      kind: 'extra',
      startTime: '18:00',
      endTime: '20:00',
    });
    expect(good).toMatchObject({ isAvailable: true, startTime: '18:00', endTime: '20:00', reason: null });
    const bad = ZCreateOverrideInput.safeParse(
      toOverrideInput({ ...emptyOverrideValues('2026-12-26'), kind: 'extra' }),
    );
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['startTime'],
      message: 'Extra hours need a start and an end time',
    });
  });

  it('describes each kind of override', () => {
    expect(describeOverride({ isAvailable: false, startTime: null, endTime: null }, describe_)).toBe('Closed all day');
    expect(describeOverride({ isAvailable: false, startTime: '12:00', endTime: '14:00' }, describe_)).toBe(
      'Unavailable 12:00–14:00',
    );
    expect(overrideKindOf({ isAvailable: true, startTime: '18:00' })).toBe('extra');
  });
});
