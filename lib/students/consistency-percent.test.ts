import { describe, expect, it } from 'vitest';
import { consistencyPercent } from './consistency-percent';

describe('consistencyPercent', () => {
  it('is completed over completed, cancelled and no-shows, as a rounded percentage', () => {
    expect(consistencyPercent({ completed: 2, cancelled: 1, noShows: 0 })).toBe(67);
    expect(consistencyPercent({ completed: 3, cancelled: 1, noShows: 1 })).toBe(60);
    expect(consistencyPercent({ completed: 0, cancelled: 0, noShows: 2 })).toBe(0);
  });

  it('is null without any settled session', () => {
    expect(consistencyPercent({ completed: 0, cancelled: 0, noShows: 0 })).toBeNull();
  });
});
