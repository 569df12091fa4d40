import { describe, expect, it } from 'vitest';
import { canonicalLifecycleType, lifecycleTypesMatching } from './lifecycle-schemas';
import { ZCreateStudentInput, ZUpdateStudentInput } from './schemas';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ?? [];

describe('student input schemas', () => {
  it('needs name and e-mail, defaults the welcome e-mail on, and stores the e-mail in lower case', () => {
    expect(issues(ZCreateStudentInput.safeParse({})).map((issue) => issue.path)).toEqual(['name', 'email']);
    expect(ZCreateStudentInput.parse({ name: 'Ana', email: ' Ana@Example.TEST ' })).toEqual({
      name: 'Ana',
      email: 'ana@example.test',
      sendWelcomeEmail: true,
    });
  });

  it('takes goals and notes up to 1000 characters', () => {
    const base = { name: 'Ana', email: 'ana@example.test' };
    expect(ZCreateStudentInput.safeParse({ ...base, goals: 'g'.repeat(1000), notes: 'n'.repeat(1000) }).success).toBe(
      true,
    );
    expect(
      issues(ZCreateStudentInput.safeParse({ ...base, goals: 'g'.repeat(1001), notes: 'n'.repeat(1001) })),
    ).toEqual([
      { path: 'goals', message: expect.stringContaining('1000') },
      { path: 'notes', message: expect.stringContaining('1000') },
    ]);
    expect(ZUpdateStudentInput.safeParse({ notes: 'n'.repeat(1001) }).success).toBe(false);
  });

  it('refuses a time zone a date formatter cannot use with exactly "Invalid IANA timezone"', () => {
    for (const timezone of ['Mars/Olympus', '+05:30', '', '  ']) {
      expect(issues(ZUpdateStudentInput.safeParse({ timezone }))).toEqual([
        { path: 'timezone', message: 'Invalid IANA timezone' },
      ]);
    }
    expect(ZUpdateStudentInput.parse({ timezone: ' Europe/Madrid ' }).timezone).toBe('Europe/Madrid');
    expect(ZUpdateStudentInput.parse({ timezone: 'America/Argentina/Buenos_Aires' }).timezone).toBe(
      'America/Argentina/Buenos_Aires',
    );
  });

  it('checks levels, schedule preferences and unknown fields', () => {
    expect(issues(ZUpdateStudentInput.safeParse({ level: 'D1' })).map((issue) => issue.path)).toEqual(['level']);
    expect(issues(ZUpdateStudentInput.safeParse({ preferredDays: [1, 8, 1] })).map((issue) => issue.path)).toEqual([
      'preferredDays.1',
      'preferredDays',
    ]);
    expect(
      issues(
        ZCreateStudentInput.safeParse({
          name: 'A',
          email: 'a@b.test',
          preferredStartTime: '18:00',
          preferredEndTime: '09:00',
        }),
      ),
    ).toEqual([{ path: 'preferredEndTime', message: 'The end must be after the start' }]);
    expect(issues(ZUpdateStudentInput.safeParse({ email: 'x@y.test', teacherId: 'x' }))[0]?.message).toContain('email');
  });
});

describe('lifecycle type aliases', () => {
  it('writes session_no_show and churn_detected, and finds each under both names', () => {
    expect(canonicalLifecycleType('no_show')).toBe('session_no_show');
    expect(canonicalLifecycleType('churned')).toBe('churn_detected');
    expect(canonicalLifecycleType('level_changed')).toBe('level_changed');
    expect(lifecycleTypesMatching('no_show').sort()).toEqual(['no_show', 'session_no_show']);
    expect(lifecycleTypesMatching('churn_detected').sort()).toEqual(['churn_detected', 'churned']);
    expect(lifecycleTypesMatching('first_contact')).toEqual(['first_contact']);
  });
});
