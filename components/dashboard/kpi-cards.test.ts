import { describe, expect, it } from 'vitest';
import type { TDashboardSummary } from '@/lib/dashboard/schemas';
import { translator } from '@/lib/i18n/translator';
import { kpiCard as cardIn } from './kpi-cards';

const english = translator('en', 'teacherDashboard.kpis');
const kpiCard = (key: Parameters<typeof cardIn>[0], data: TDashboardSummary) => cardIn(key, data, english);

const summary = (overrides: Partial<TDashboardSummary> = {}): TDashboardSummary => ({
  month: '2026-11',
  timezone: 'Europe/Madrid',
  currency: 'EUR',
  monthRevenue: 0,
  monthRevenueChange: null,
  monthRevenueByCurrency: [],
  monthLessons: 0,
  monthLessonsChange: null,
  activeStudents: 0,
  attendanceRate: null,
  pendingRevenue: 0,
  pendingRevenueByCurrency: [],
  teachingStreak: 0,
  bestStreak: 0,
  isNewRecord: false,
  newStudents: 0,
  completedSessions: 0,
  kpis: ['month_revenue', 'month_lessons', 'active_students', 'attendance_rate'],
  ...overrides,
});

describe('kpiCard: the hint beside a month figure', () => {
  it('compares with last month when there is a change', () => {
    expect(kpiCard('month_revenue', summary({ monthRevenue: 72_000, monthRevenueChange: 72.7 })).hint).toBe(
      'vs last month',
    );
    expect(kpiCard('month_lessons', summary({ monthLessons: 14, monthLessonsChange: 250 })).hint).toBe('vs last month');
  });

  it('says "new this month" without a previous month, and nothing for a month of zeros (a new teacher)', () => {
    expect(kpiCard('month_lessons', summary({ monthLessons: 3 })).hint).toBe('new this month');
    expect(kpiCard('month_lessons', summary()).hint).toBeUndefined();
    expect(kpiCard('month_revenue', summary()).hint).toBeFalsy();
    expect(
      kpiCard('month_revenue', summary({ monthRevenueByCurrency: [{ currency: 'USD', amount: 5_000 }] })).hint,
    ).toBe('+ $50');
  });
});

describe('kpiCard in the teacher language (issue 32)', () => {
  const german = translator('de', 'teacherDashboard.kpis');
  const regional = { locale: 'de' as const, hourCycle: null };

  it('says days as a plural, money and percentages in German', () => {
    const data = summary({ teachingStreak: 1, bestStreak: 5, monthRevenue: 72_000, attendanceRate: 87.5 });
    expect(cardIn('teaching_streak', data, german, regional)).toMatchObject({ value: '1 Tag', hint: 'Bestwert 5 Tage' });
    expect(cardIn('month_revenue', data, german, regional).value).toBe('720\u00a0€');
    expect(cardIn('attendance_rate', data, german, regional)).toMatchObject({ value: '87,5\u00a0%', hint: 'diesen Monat' });
  });

  it('keeps English as it was', () => {
    const data = summary({ teachingStreak: 1, bestStreak: 5, attendanceRate: 87.5 });
    expect(kpiCard('teaching_streak', data)).toMatchObject({ value: '1 day', hint: 'best 5 days' });
    expect(kpiCard('attendance_rate', data).value).toBe('87.5%');
  });
});
