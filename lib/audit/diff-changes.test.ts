import { describe, expect, it } from 'vitest';
import { diffChanges, redactMetadata, redacted } from './diff-changes';

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

describe('diffChanges on the personal fields of a student and a teacher', () => {
  it('redacts name, e-mail, phone, notes, goals, bio, address, avatar and secrets; keeps the rest', () => {
    const before = {
      name: 'Ana Ruiz',
      email: 'ana@x.test',
      phone: '+34 600 000 000',
      notes: 'Allergic to cats',
      goals: 'Pass B2',
      bio: 'Teacher in Madrid',
      address: 'Calle Mayor 1',
      avatarUrl: 'https://x.test/a.png',
      calendarFeedToken: 'feed-secret-1',
      level: 'A1',
      status: 'active',
    };
    const after = {
      name: 'Ana López',
      email: 'ana.lopez@x.test',
      phone: '+34 611 111 111',
      notes: 'Allergic to dogs',
      goals: 'Pass C1',
      bio: 'Teacher in Sevilla',
      address: 'Calle Luna 2',
      avatarUrl: 'https://x.test/b.png',
      calendarFeedToken: 'feed-secret-2',
      level: 'A2',
      status: 'inactive',
    };
    for (const entityType of ['student', 'teacher']) {
      const changes = diffChanges(before, after, entityType);
      const personal = Object.keys(before).filter((field) => field !== 'level' && field !== 'status');
      for (const field of personal)
        expect(changes[field], `${entityType}.${field}`).toEqual({ old: redacted, new: redacted });
      expect(changes.level).toEqual({ old: 'A1', new: 'A2' });
      expect(JSON.stringify(changes)).not.toMatch(
        /Ana|x\.test|600|611|cats|dogs|B2|C1|Madrid|Sevilla|Calle|feed-secret/,
      );
    }
  });

  it('redacts a free-text note and person names in metadata too', () => {
    expect(redactMetadata({ note: 'Call me at 600', studentName: 'Ana', sessionId: 's1' }, 'session')).toEqual({
      note: redacted,
      studentName: redacted,
      sessionId: 's1',
    });
  });
});
