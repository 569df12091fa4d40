import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TErasureRequestListItem } from '@/lib/privacy/schemas';
import { withIntl } from '@/test/intl';
import { ErasureRequestsTable } from './erasure-requests-table';

const request = (overrides: Partial<TErasureRequestListItem>): TErasureRequestListItem => ({
  id: '00000000-0000-4000-8000-000000000101',
  studentId: '00000000-0000-4000-8000-000000000102',
  studentName: 'Deleted student',
  status: 'completed',
  requestedBy: 'student',
  dueAt: '2026-12-20T10:00:00.000Z',
  overdue: false,
  rejectionReason: null,
  report: { counts: { student: 1, sessions: 3 }, erasedAt: '2026-11-21T10:00:00.000Z' },
  completedAt: '2026-11-21T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const render = (requests: TErasureRequestListItem[], locale: 'en' | 'de') =>
  renderToStaticMarkup(
    withIntl(<ErasureRequestsTable requests={requests} timezone="Europe/Madrid" regional={{ locale }} />, locale),
  );

describe('ErasureRequestsTable', () => {
  it('says when and how much was erased, in English as before', () => {
    const html = render([request({})], 'en');
    expect(html).toContain('Erased 21 Nov 2026 · 4 records');
    expect(html).toContain('Requested 20 Nov 2026 · due');
    expect(html).toContain('<th');
    expect(html).toContain('Decision');
  });

  it('speaks German, dates included, and flags an overdue request', () => {
    const html = render(
      [
        request({}),
        request({
          id: '00000000-0000-4000-8000-000000000103',
          status: 'rejected',
          rejectionReason: 'Gesetzliche Pflicht',
          overdue: true,
          report: null,
          completedAt: null,
        }),
      ],
      'de',
    );
    expect(html).toContain('Gelöscht am 21. Nov. 2026 · 4 Einträge');
    expect(html).toContain('Beantragt am 20. Nov. 2026 · Frist');
    expect(html).toContain('Überfällig');
    expect(html).toContain('Gesetzliche Pflicht');
    expect(html).toContain('Entscheidung');
  });
});
