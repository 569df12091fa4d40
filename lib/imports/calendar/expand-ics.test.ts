import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expandIcs } from './expand-ics';

const text = readFileSync('test/fixtures/imports/weekly-lesson.ics', 'utf8');
const window = {
  from: new Date('2026-11-28T00:00:00Z'),
  to: new Date('2027-11-28T00:00:00Z'),
  limit: 100,
  fallbackZone: 'Europe/Madrid',
};

describe('expandIcs', () => {
  it('expands a weekly lesson across the clock change, with its excluded and moved instances', () => {
    const occurrences = expandIcs({ text, ...window });
    expect(occurrences.map((occurrence) => [occurrence.startUtc.toISOString(), occurrence.summary])).toEqual([
      ['2027-03-15T16:00:00.000Z', 'Piano with Ana'], // 17:00 in Madrid, winter time
      ['2027-03-21T10:00:00.000Z', 'Sunday extra'],
      ['2027-03-23T09:00:00.000Z', 'Piano with Ana (moved)'],
      ['2027-03-29T15:00:00.000Z', 'Piano with Ana'], // still 17:00 in Madrid, summer time
      ['2027-04-12T15:00:00.000Z', 'Piano with Ana'], // 5 April is excluded; the all-day holiday is no lesson
    ]);
    expect(occurrences[0]).toMatchObject({ timezone: 'Europe/Madrid', attendees: ['ana.lopez@example.test'] });
    expect(occurrences[0]!.endUtc.toISOString()).toBe('2027-03-15T17:00:00.000Z');
  });

  it('keeps only the window, refuses too many occurrences and a file that is no calendar', () => {
    expect(expandIcs({ text, ...window, to: new Date('2027-03-22T00:00:00Z') })).toHaveLength(2);
    expect(() => expandIcs({ text, ...window, limit: 3 })).toThrow(/too many lessons/);
    expect(() => expandIcs({ text: 'Name,Email\n', ...window })).toThrow(/not a valid calendar/);
  });

  it('expands an endless rule only to the end of the window', () => {
    const endless = text.replace('RRULE:FREQ=WEEKLY;COUNT=5', 'RRULE:FREQ=WEEKLY');
    const occurrences = expandIcs({ text: endless, ...window });
    expect(occurrences.at(-1)!.startUtc < window.to).toBe(true);
    expect(occurrences.length).toBeGreaterThan(30);
  });
});
