import { describe, expect, it } from 'vitest';
import { describeOutcome, formatSessionTime, zoneLabel } from '@/components/booking/sessions/session-format';
import { parseSessionsPageQuery, sessionsPageParams } from './sessions-page-query';

describe('parseSessionsPageQuery', () => {
  it('reads status, when and page; upcoming and page 1 by default', () => {
    expect(parseSessionsPageQuery({})).toEqual({ query: { when: 'upcoming', page: 1 }, problem: null });
    expect(parseSessionsPageQuery({ status: 'scheduled', when: 'past', page: '3' }).query).toEqual({
      status: 'scheduled',
      when: 'past',
      page: 3,
    });
  });

  it('clears only the invalid part and says so', () => {
    const { query, problem } = parseSessionsPageQuery({ status: 'bogus', when: 'past', page: ['2', '5'] });
    expect(query).toEqual({ status: undefined, when: 'past', page: 2 });
    expect(problem).toMatch(/not valid/);
    expect(parseSessionsPageQuery({ page: '-1' }).query.page).toBe(1);
  });

  it('leaves defaults out of the URL params', () => {
    expect(sessionsPageParams({ when: 'upcoming' })).toEqual({ status: undefined, when: undefined });
    expect(sessionsPageParams({ status: 'completed', when: 'past' })).toEqual({ status: 'completed', when: 'past' });
  });
});

describe('session formatting', () => {
  it('formats a start in the given zone and falls back to UTC for an unknown zone', () => {
    const iso = '2026-11-23T08:30:00.000Z';
    expect(formatSessionTime(iso, 'Europe/Madrid')).toBe('Mon, 23 Nov 2026, 09:30');
    expect(formatSessionTime(iso, 'Not/AZone')).toBe('Mon, 23 Nov 2026, 08:30');
    expect(zoneLabel('America/New_York')).toBe('New York time');
  });

  it('describes what a cancellation did to the credit', () => {
    const base = { action: 'full_refund', penaltyPercent: 0, reason: '' };
    expect(describeOutcome({ ...base, creditEffect: 'return' })).toBe('The credit was returned to the student.');
    expect(describeOutcome({ ...base, creditEffect: 'partial', penaltyPercent: 40, reason: 'Late cancellation' })).toBe(
      'The credit was used with a 40% penalty. Late cancellation.',
    );
    expect(describeOutcome({ ...base, creditEffect: 'forfeit' })).toBe('The credit was forfeited.');
  });
});
