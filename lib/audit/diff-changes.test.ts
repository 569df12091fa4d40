import { describe, expect, it } from 'vitest';
import { diffChanges, redacted } from './diff-changes';

describe('diffChanges', () => {
  it('lists only changed fields, old to new', () => {
    expect(
      diffChanges(
        { status: 'draft', priceAmount: 100, sortOrder: 1 },
        { status: 'active', priceAmount: 100, sortOrder: 1 },
      ),
    ).toEqual({
      status: { old: 'draft', new: 'active' },
    });
  });

  it('replaces personal data by [redacted] but still records that it changed', () => {
    const changes = diffChanges(
      { email: 'a@x.test', phone: null, level: 'A1' },
      { email: 'b@x.test', phone: '+34 600', level: 'A2' },
    );
    expect(changes).toEqual({
      email: { old: redacted, new: redacted },
      phone: { old: null, new: redacted },
      level: { old: 'A1', new: 'A2' },
    });
    expect(JSON.stringify(changes)).not.toMatch(/x\.test|600/);
  });

  it('redacts names of people but not of services', () => {
    expect(diffChanges({ name: 'Ana' }, { name: 'Eva' }, 'student')).toEqual({
      name: { old: redacted, new: redacted },
    });
    expect(diffChanges({ name: 'Spanish A1' }, { name: 'Spanish A2' }, 'service')).toEqual({
      name: { old: 'Spanish A1', new: 'Spanish A2' },
    });
    expect(diffChanges({ summary: 'x' }, { summary: 'y' }, 'session')).toEqual({
      summary: { old: redacted, new: redacted },
    });
  });

  it('handles create and delete, dates and arrays, and ignores timestamps', () => {
    const when = new Date('2026-01-01T00:00:00Z');
    expect(diffChanges(null, { validUntil: when, tagIds: ['t1'], updatedAt: when })).toEqual({
      validUntil: { old: null, new: '2026-01-01T00:00:00.000Z' },
      tagIds: { old: null, new: ['t1'] },
    });
    expect(diffChanges({ name: 'Ana' }, null, 'student')).toEqual({ name: { old: redacted, new: null } });
    expect(diffChanges({ tagIds: ['a', 'b'] }, { tagIds: ['a', 'b'] })).toEqual({});
  });
});
