import { describe, expect, it } from 'vitest';
import { externalBusyBlocks } from './external-busy-blocks';

const at = (iso: string) => Date.parse(iso);
// Monday 29 March 2027 to Monday 5 April in Madrid (summer time from 28 March: +02:00).
const window = { start: at('2027-03-28T22:00:00Z'), end: at('2027-04-04T22:00:00Z') };

describe('externalBusyBlocks', () => {
  it('merges overlapping busy time of several calendars into one block, in local times', () => {
    const blocks = externalBusyBlocks(
      [
        { start: at('2027-03-29T08:00:00Z'), end: at('2027-03-29T09:00:00Z') },
        { start: at('2027-03-29T08:30:00Z'), end: at('2027-03-29T10:00:00Z') },
        { start: at('2027-03-30T12:00:00Z'), end: at('2027-03-30T13:00:00Z') },
      ],
      window,
      'Europe/Madrid',
    );
    expect(blocks.map((block) => [block.startsAtLocal, block.endsAtLocal])).toEqual([
      ['2027-03-29T10:00:00+02:00', '2027-03-29T12:00:00+02:00'],
      ['2027-03-30T14:00:00+02:00', '2027-03-30T15:00:00+02:00'],
    ]);
  });

  it('cuts a block at local midnight and clips it to the window', () => {
    const blocks = externalBusyBlocks(
      [
        { start: at('2027-03-29T20:00:00Z'), end: at('2027-03-30T06:00:00Z') },
        { start: at('2027-04-04T20:00:00Z'), end: at('2027-04-05T20:00:00Z') },
      ],
      window,
      'Europe/Madrid',
    );
    expect(blocks.map((block) => [block.startsAtLocal, block.endsAtLocal])).toEqual([
      ['2027-03-29T22:00:00+02:00', '2027-03-30T00:00:00+02:00'],
      ['2027-03-30T00:00:00+02:00', '2027-03-30T08:00:00+02:00'],
      ['2027-04-04T22:00:00+02:00', '2027-04-05T00:00:00+02:00'],
    ]);
  });
});
