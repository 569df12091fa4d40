import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withIntl } from '@/test/intl';
import { AuditChanges } from './audit-changes';
import { AuditTimeline } from './audit-timeline';
import type { TAuditLogEntry } from '@/lib/audit/schemas';

const entry: TAuditLogEntry = {
  id: '00000000-0000-4000-8000-000000000201',
  actorType: 'student',
  actorId: '00000000-0000-4000-8000-000000000202',
  actorIsYou: false,
  actorName: 'Lucía Fernández',
  action: 'student.update',
  category: 'student',
  entityType: 'student',
  entityId: '00000000-0000-4000-8000-000000000202',
  changes: { level: { old: 'A1', new: 'B1' }, notes: { old: null, new: '[redacted]' } },
  metadata: null,
  ipAddress: null,
  userAgent: null,
  requestId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('audit entries in the reader’s language', () => {
  it('counts the changed fields and says "empty" (English as before)', () => {
    const html = renderToStaticMarkup(withIntl(<AuditChanges changes={entry.changes} />));
    expect(html).toContain('2 fields changed');
    expect(html).toContain('>empty<');
    expect(html).toContain('aria-label="changed to"');
  });

  it('writes a German timeline: action, actor, date', () => {
    const html = renderToStaticMarkup(
      withIntl(<AuditTimeline entries={[entry]} timezone="Europe/Berlin" regional={{ locale: 'de' }} />, 'de'),
    );
    expect(html).toContain('Schüler geändert');
    expect(html).toContain('von Lucía Fernández');
    expect(html).toContain('20. Nov. 2026');
    expect(html).toContain('Verlauf, älteste zuerst');
    expect(html).toContain('>leer<');
  });
});
