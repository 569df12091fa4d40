import { describe, expect, it } from 'vitest';
import type { TSeriesPreview } from '@/lib/booking/series/schemas';
import { canKeep, choiceValue, initialChoices, keptOccurrences, parseChoice } from './series-choices';

const preview: TSeriesPreview = {
  frequency: 'weekly',
  localTime: '16:00',
  weekday: 2,
  timezone: 'Europe/Madrid',
  credits: { remaining: 2, needed: 2, shortfall: 0 },
  occurrences: [
    { index: 0, startUtc: '2027-03-16T15:00:00.000Z', endUtc: '2027-03-16T16:00:00.000Z', status: 'free' },
    {
      index: 1,
      startUtc: '2027-03-23T15:00:00.000Z',
      endUtc: '2027-03-23T16:00:00.000Z',
      status: 'conflict',
      conflict: { kind: 'session' },
      suggestions: ['2027-03-23T16:00:00.000Z'],
    },
    {
      index: 2,
      startUtc: '2027-03-30T14:00:00.000Z',
      endUtc: '2027-03-30T15:00:00.000Z',
      status: 'conflict',
      conflict: { kind: 'unavailable' },
    },
  ],
};

describe('series choices', () => {
  it('keeps free lessons and skips conflicts at first', () => {
    expect(initialChoices(preview)).toEqual([{ kind: 'keep' }, { kind: 'skip' }, { kind: 'skip' }]);
    expect(keptOccurrences(preview, initialChoices(preview))).toEqual([{ startUtc: '2027-03-16T15:00:00.000Z' }]);
  });

  it('books a moved lesson at its new time and a kept day off at its planned time', () => {
    const choices = [{ kind: 'keep' }, parseChoice('move:2027-03-23T16:00:00.000Z'), parseChoice('keep')] as const;
    expect(keptOccurrences(preview, [...choices])).toEqual([
      { startUtc: '2027-03-16T15:00:00.000Z' },
      { startUtc: '2027-03-23T16:00:00.000Z' },
      { startUtc: '2027-03-30T14:00:00.000Z' },
    ]);
    expect(choiceValue(choices[1])).toBe('move:2027-03-23T16:00:00.000Z');
  });

  it('offers "keep" on a day off, never on a taken time', () => {
    expect(preview.occurrences.map(canKeep)).toEqual([true, false, true]);
  });
});
