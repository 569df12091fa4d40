import { describe, expect, it } from 'vitest';
import { readKpiChoice } from './kpi-choice';
import { DEFAULT_DASHBOARD_KPIS, ZUpdateDashboardSettingsInput } from './schemas';

describe('readKpiChoice', () => {
  it('answers the first four keys for NULL or an unusable stored value', () => {
    expect(DEFAULT_DASHBOARD_KPIS).toEqual(['month_revenue', 'month_lessons', 'active_students', 'attendance_rate']);
    for (const stored of [null, undefined, {}, { kpis: 'x' }, { kpis: ['month_revenue'] }, 'text']) {
      expect(readKpiChoice(stored)).toEqual(DEFAULT_DASHBOARD_KPIS);
    }
  });

  it('keeps a valid stored choice in its order', () => {
    const kpis = ['completed_sessions', 'teaching_streak', 'month_revenue', 'pending_revenue'];
    expect(readKpiChoice({ kpis })).toEqual(kpis);
  });
});

describe('ZUpdateDashboardSettingsInput', () => {
  it('takes exactly four distinct keys of the eight', () => {
    expect(
      ZUpdateDashboardSettingsInput.safeParse({
        kpis: ['new_students', 'month_lessons', 'active_students', 'teaching_streak'],
      }).success,
    ).toBe(true);
    expect(
      ZUpdateDashboardSettingsInput.safeParse({
        kpis: ['new_students', 'new_students', 'active_students', 'teaching_streak'],
      }).success,
    ).toBe(false);
    expect(ZUpdateDashboardSettingsInput.safeParse({ kpis: [] }).success).toBe(false);
  });
});
