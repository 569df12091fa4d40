import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/presentation/format';
import type { TStudentListRow } from '@/lib/students/response-schemas';
import { rosterRows, type RosterWords } from './roster-rows';

const words: RosterWords = {
  status: (status) => `status:${status}`,
  action: (type) => `action:${type}`,
  tagFallback: 'Tag',
};
const regional = { locale: 'en', hourCycle: null } as const;

function student(overrides: Partial<TStudentListRow> = {}): TStudentListRow {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    status: 'active',
    level: 'B1',
    mood: null,
    timezone: 'Europe/Madrid',
    tagIds: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    familyId: null,
    isMinor: false,
    family: null,
    credits: { available: 3, total: 10 },
    counts: { total: 12, completed: 8, cancelled: 1, noShows: 1, consistency: 80 },
    lastContact: '2026-11-20T10:00:00.000Z',
    nextSessionAt: '2026-12-02T09:30:00.000Z',
    lastSessionAt: null,
    suggestedAction: null,
    ...overrides,
  } as TStudentListRow;
}

describe('rosterRows', () => {
  it("words and formats a row's values in the teacher's zone", () => {
    const [row] = rosterRows([student()], [], words, 'Europe/Madrid', regional);
    expect(row).toEqual({
      id: '00000000-0000-4000-8000-0000000000a1',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      family: null,
      status: { tone: 'success', label: 'status:active' },
      level: 'B1',
      credits: '3/10',
      consistency: '80%',
      lastContact: formatDateTime('2026-11-20T10:00:00.000Z', 'Europe/Madrid', 'dayMonthYear', regional),
      nextSession: formatDateTime('2026-12-02T09:30:00.000Z', 'Europe/Madrid', 'dayMonthYearClock', regional),
      action: null,
      tags: [],
    });
  });

  it('shows a dash for what is not known yet', () => {
    const [row] = rosterRows(
      [
        student({
          level: null,
          lastContact: null,
          nextSessionAt: null,
          counts: { total: 0, completed: 0, cancelled: 0, noShows: 0, consistency: null },
        }),
      ],
      [],
      words,
      'UTC',
      regional,
    );
    expect(row).toMatchObject({ level: '—', consistency: '—', lastContact: '—', nextSession: '—' });
  });

  it("names tags, keeps a family member's own address, hides a booked member's placeholder one", () => {
    const family = { id: '00000000-0000-4000-8000-0000000000f1', name: 'Rossi' };
    const tags = [{ id: 't1', name: 'Beginner' }];
    const rows = rosterRows(
      [
        student({ tagIds: ['t1', 'gone'], family, isMinor: true, email: 'luca@example.com' }),
        student({ family, email: 'member-1@family.invalid' }),
        student({ email: 'nobody@example.invalid' }),
      ],
      tags,
      words,
      'UTC',
      regional,
    );
    expect(rows[0]).toMatchObject({ tags: ['Beginner', 'Tag'], family: { ...family, minor: true } });
    expect(rows[0]!.email).toBe('luca@example.com');
    expect(rows[1]!.email).toBeNull();
    // Without a family the address is shown, whatever it is.
    expect(rows[2]!.email).toBe('nobody@example.invalid');
  });

  it('gives the suggested action its tone by priority', () => {
    const [row] = rosterRows(
      [student({ suggestedAction: { type: 'low_credits', priority: 'high', label: 'Low credits' } })],
      [],
      words,
      'UTC',
      regional,
    );
    expect(row!.action).toEqual({ tone: 'danger', label: 'action:low_credits' });
  });
});
