import { describe, expect, it } from 'vitest';
import type { TDashboardSummary } from '@/lib/dashboard/schemas';
import { kpiCard } from './kpi-cards';

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
