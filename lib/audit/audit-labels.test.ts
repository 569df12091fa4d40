import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { translator } from '@/lib/i18n/translator';
import { locales } from '@/lib/core/locale';
import { auditActions, isAuditAction } from './audit-action-labels';
import { actionLabel, actorLabel, auditEntityKeys, auditVerbKeys, entityLabel } from './audit-labels';
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

const t = translator('en', 'teacherAudit');

describe('audit labels', () => {
  it('words actions from the noun and the verb, and spells out unknown ones', () => {
    expect(actionLabel('student.update', t)).toBe('Student changed');
    expect(actionLabel('session.series.move', t)).toBe('Series moved');
    // Entries whose action no label names (older or newer than the catalogue) are still worded.
    expect(actionLabel('student.archive', t)).toBe('Student archived');
    expect(actionLabel('session.series.pause', t)).toBe('Session series paused');
    expect(actionLabel('session.book_again_later', t)).toBe('Session · book again later');
    expect(actionLabel('widget_thing.zap', t)).toBe('Widget thing · zap');
    expect(actionLabel('odd', t)).toBe('odd');
    expect(actionLabel('auth.dev_login', t)).toBe('Development sign-in');
    expect(actionLabel('auth.impersonation_start', t)).toBe('Impersonation started');
    expect(actionLabel('student.erasure_request', t)).toBe('Erasure requested');
    // A branch of the catalogue is not an action.
    expect(isAuditAction('service.schedule')).toBe(false);
    expect(actionLabel('service.schedule', t)).toBe('Service · schedule');
  });

  it('has a readable label for every action the code records (one catalogue, no raw keys)', () => {
    for (const action of auditActions()) {
      expect(actionLabel(action, t), action).not.toMatch(/[._]|·/);
    }
    // The actions written in the source, literal or built, are all in the catalogue.
    expect(recordedActions().filter((action) => !isAuditAction(action))).toEqual([]);
  });

  it('words every action, record and verb in each language', () => {
    for (const locale of locales) {
      const words = translator(locale, 'teacherAudit');
      for (const action of auditActions()) expect(words.has(`actions.${action}`), `${locale} ${action}`).toBe(true);
      for (const key of auditEntityKeys) expect(words.has(`entities.${key}`), `${locale} ${key}`).toBe(true);
      for (const key of auditVerbKeys) expect(words.has(`verbs.${key}`), `${locale} ${key}`).toBe(true);
    }
    const de = translator('de', 'teacherAudit');
    expect(actionLabel('student.update', de)).toBe('Schüler geändert');
    expect(actionLabel('student.archive', de)).toBe('Schüler archiviert');
    expect(actorLabel({ actorType: 'teacher', actorIsYou: true }, de)).toBe('Du');
  });

  it('names entities and actors from the teacher side', () => {
    expect(entityLabel('contact_log', t)).toBe('Contact log entry');
    expect(entityLabel('drive_file', t)).toBe('Drive file');
    expect(actorLabel({ actorType: 'teacher', actorIsYou: true }, t)).toBe('You');
    expect(actorLabel({ actorType: 'psp', actorIsYou: false }, t)).toBe('Payment processor');
    expect(actorLabel({ actorType: 'system', actorIsYou: false }, t)).toBe('System');
    expect(actorLabel({ actorType: 'student', actorIsYou: false, actorName: 'Lucía Fernández' }, t)).toBe(
      'Lucía Fernández',
    );
  });
});
