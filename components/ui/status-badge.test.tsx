import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InvoiceStatus, SessionStatus } from '@/generated/prisma/enums';
import { locales } from '@/lib/core/locale';
import { loadMessages } from '@/lib/i18n/catalogue';
import { withIntl } from '@/test/intl';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('names every invoice and session status in every language (issue 32: no humanised English)', () => {
    for (const locale of locales) {
      const named = loadMessages(locale).ui!.status as Record<string, string>;
      const statuses = [...Object.values(InvoiceStatus), ...Object.values(SessionStatus)];
      expect(
        statuses.filter((status) => !named[status]),
        locale,
      ).toEqual([]);
    }
  });

  it('says an invoice status in the reader language, English as before', () => {
    expect(renderToStaticMarkup(withIntl(<StatusBadge status="partially_paid" />))).toContain('Partially paid');
    expect(renderToStaticMarkup(withIntl(<StatusBadge status="partially_paid" />, 'de'))).toContain(
      'Teilweise bezahlt',
    );
    expect(renderToStaticMarkup(withIntl(<StatusBadge status="void" />, 'fr'))).toContain('Annulée');
  });
});
