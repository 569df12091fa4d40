import { describe, expect, it } from 'vitest';
import { parseCalendarPageQuery } from './calendar-page-query';

describe('parseCalendarPageQuery', () => {
  it('defaults to this week', () => {
    expect(parseCalendarPageQuery({})).toEqual({ view: 'week' });
  });

  it('reads the day, month and agenda views and a date', () => {
    expect(parseCalendarPageQuery({ view: 'agenda', date: '2027-03-28' })).toEqual({
      view: 'agenda',
      date: '2027-03-28',
    });
    expect(parseCalendarPageQuery({ view: 'day' })).toEqual({ view: 'day' });
    expect(parseCalendarPageQuery({ view: ['month', 'day'], date: '2027-02-01' })).toEqual({
      view: 'month',
      date: '2027-02-01',
    });
  });

  it('ignores an unknown view and a bad date', () => {
    expect(parseCalendarPageQuery({ view: 'year', date: '2027-02-30' })).toEqual({ view: 'week' });
    expect(parseCalendarPageQuery({ date: ['nope', '2027-03-01'] })).toEqual({ view: 'week' });
  });
});
