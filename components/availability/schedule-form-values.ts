import type { TCreateScheduleInput, TSchedule } from '@/lib/availability/schemas';

/** One weekly window as the editor holds it: the weekday as the select's text. */
export type RuleRow = { weekday: string; startTime: string; endTime: string };

/** What the schedule editor's fields hold; converted to the API's input before validation. */
export type ScheduleFormValues = {
  name: string;
  isActive: boolean;
  /** Local dates (YYYY-MM-DD); empty means open-ended. */
  validFrom: string;
  validUntil: string;
  rules: RuleRow[];
};

export const emptyScheduleValues = (): ScheduleFormValues => ({
  name: '',
  isActive: true,
  validFrom: '',
  validUntil: '',
  rules: [{ weekday: '1', startTime: '09:00', endTime: '17:00' }],
});

export function scheduleValuesOf(schedule: TSchedule): ScheduleFormValues {
  return {
    name: schedule.name,
    isActive: schedule.isActive,
    validFrom: schedule.validFrom ?? '',
    validUntil: schedule.validUntil ?? '',
    rules: schedule.rules.map((rule) => ({
      weekday: String(rule.weekday),
      startTime: rule.startTime,
      endTime: rule.endTime,
    })),
  };
}

/**
 * The editor's values -> the body POST and PATCH both accept (the zone is left out: a new schedule
 * takes the teacher's, an edited one keeps its own). Paths stay the same (`rules.2.endTime`), so the
 * API schema's issues land on the matching fields.
 */
export function toScheduleInput(values: ScheduleFormValues): TCreateScheduleInput {
  return {
    name: values.name,
    isActive: values.isActive,
    validFrom: values.validFrom.trim() || null,
    validUntil: values.validUntil.trim() || null,
    rules: values.rules.map((rule) => ({
      weekday: Number(rule.weekday),
      startTime: rule.startTime.trim(),
      endTime: rule.endTime.trim(),
    })),
  };
}

/** The row "Add rule" appends: the day after the last row, same hours, so Monday-Friday is four clicks. */
export function nextRuleRow(rules: RuleRow[]): RuleRow {
  const last = rules.at(-1);
  if (!last) return { weekday: '1', startTime: '09:00', endTime: '17:00' };
  const weekday = Number(last.weekday);
  return {
    weekday: String(Number.isInteger(weekday) && weekday >= 1 && weekday < 7 ? weekday + 1 : 1),
    startTime: last.startTime,
    endTime: last.endTime,
  };
}
