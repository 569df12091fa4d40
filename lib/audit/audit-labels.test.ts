import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditActionLabels } from './audit-action-labels';
import { actionLabel, actorLabel, entityLabel } from './audit-labels';
import { serviceTransitions } from '@/lib/catalogue/change-service-status';
import type { ModerationAction } from '@/lib/reviews/moderate-review';

const moderation: ModerationAction[] = ['approve', 'hide'];

/** `'area.verb'` literals on lines that record an action (`action:`, `audit(`), plus the two built ones. */
function recordedActions(): string[] {
  const found = new Set<string>([
    ...Object.keys(serviceTransitions).map((action) => `service.${action}`),
    ...moderation.map((action) => `review.${action}`),
  ]);
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  for (const file of ['lib', 'app', 'inngest'].flatMap(walk)) {
    if (!/\.tsx?$/.test(file) || file.includes('.test.') || file.includes('audit-action-labels')) continue;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!/\baction\b|audit\(|decide\(/.test(line)) continue;
      for (const match of line.matchAll(/'([a-z_]+(?:\.[a-z_]+)+)'/g)) found.add(match[1]!);
    }
  }
  return [...found].sort();
}

describe('audit labels', () => {
  it('words actions from the noun and the verb, and spells out unknown ones', () => {
    expect(actionLabel('student.update')).toBe('Student changed');
    expect(actionLabel('session.series.move')).toBe('Series moved');
    // Entries whose action no label names (older or newer than the map) are still worded.
    expect(actionLabel('student.archive')).toBe('Student archived');
    expect(actionLabel('session.series.pause')).toBe('Session series paused');
    expect(actionLabel('session.book_again_later')).toBe('Session · book again later');
    expect(actionLabel('widget_thing.zap')).toBe('Widget thing · zap');
    expect(actionLabel('odd')).toBe('odd');
    expect(actionLabel('auth.dev_login')).toBe('Development sign-in');
    expect(actionLabel('auth.impersonation_start')).toBe('Impersonation started');
    expect(actionLabel('student.erasure_request')).toBe('Erasure requested');
  });

  it('has a readable label for every action the code records (one map, no raw keys)', () => {
    for (const [action, label] of Object.entries(auditActionLabels)) {
      expect(label, action).not.toMatch(/[._]|·/);
      expect(actionLabel(action)).toBe(label);
    }
    // The actions written in the source, literal or built, are all keys of the map.
    expect(recordedActions().filter((action) => !(action in auditActionLabels))).toEqual([]);
  });

  it('names entities and actors from the teacher side', () => {
    expect(entityLabel('contact_log')).toBe('Contact log entry');
    expect(entityLabel('drive_file')).toBe('Drive file');
    expect(actorLabel({ actorType: 'teacher', actorIsYou: true })).toBe('You');
    expect(actorLabel({ actorType: 'psp', actorIsYou: false })).toBe('Payment processor');
    expect(actorLabel({ actorType: 'system', actorIsYou: false })).toBe('System');
    expect(actorLabel({ actorType: 'student', actorIsYou: false, actorName: 'Lucía Fernández' })).toBe(
      'Lucía Fernández',
    );
  });
});
