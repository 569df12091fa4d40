import { describe, expect, it } from 'vitest';
import { isoInstant } from './iso-instant';

describe('isoInstant', () => {
  it('formats as Date#toISOString does, across leap years, centuries and both ends of the four-digit years', () => {
    const edges = [
      -62_167_219_200_000, // 0000-01-01
      -62_167_219_200_001,
      253_402_300_799_999, // 9999-12-31T23:59:59.999Z
      253_402_300_800_000,
      0,
      -1,
      Date.UTC(2000, 1, 29, 23, 59, 59, 999),
      Date.UTC(1900, 1, 28, 12),
      Date.UTC(1900, 2, 1),
      Date.UTC(2100, 1, 28, 23, 59, 59, 999),
      Date.UTC(2024, 11, 31, 23, 59, 59, 999),
      Date.UTC(2026, 2, 29, 1, 0, 0, 1),
      -8_640_000_000_000_000,
      8_640_000_000_000_000,
    ];
    const wrong: string[] = [];
    const check = (ms: number) => {
      if (isoInstant(ms) !== new Date(ms).toISOString()) wrong.push(`${ms}: ${isoInstant(ms)}`);
    };
    edges.forEach(check);
    // Every day from 1600 to 2400 at a moving time of day, and random instants over the whole range.
    for (let ms = Date.UTC(1600, 0, 1); ms < Date.UTC(2400, 0, 1); ms += 86_400_000 + 3_607_001) check(ms);
    for (let index = 0; index < 20_000; index++) check(Math.floor((Math.random() - 0.4) * 4e14));
    expect(wrong).toEqual([]);
  });

  it('leaves fractional instants to Date and throws as Date does on an invalid one', () => {
    expect(isoInstant(1.7)).toBe(new Date(1.7).toISOString());
    expect(() => isoInstant(Number.NaN)).toThrow(RangeError);
    expect(() => isoInstant(8_640_000_000_000_001)).toThrow(RangeError);
  });
});
