import { describe, expect, it } from 'vitest';
import { parseCalendarPageQuery } from './calendar-page-query';

describe('parseCalendarPageQuery', () => {
  it('defaults to this week', () => {
    expect(parseCalendarPageQuery({})).toEqual({ view: 'week' });
  });

  it('reads the agenda view and a date', () => {
    expect(parseCalendarPageQuery({ view: 'agenda', date: '2027-03-28' })).toEqual({
      view: 'agenda',
      date: '2027-03-28',
    });
  });

  it('ignores an unknown view and a bad date', () => {
    expect(parseCalendarPageQuery({ view: 'month', date: '2027-02-30' })).toEqual({ view: 'week' });
    expect(parseCalendarPageQuery({ date: ['nope', '2027-03-01'] })).toEqual({ view: 'week' });
  });
});
