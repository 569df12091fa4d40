import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RegionalFormatProvider } from '@/components/i18n/regional-format-provider';
import { withIntl } from '@/test/intl';
import { RevenueSparkline } from './revenue-sparkline';

const months = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
const series = (amounts: number[]) => ({
  currency: 'EUR',
  months: months.map((month, index) => ({ month, amount: amounts[index] ?? 0 })),
});

describe('RevenueSparkline', () => {
  it('shows the total and lists every month with its money for screen readers', () => {
    const html = renderToStaticMarkup(withIntl(<RevenueSparkline series={series([0, 0, 0, 7_500, 41_700, 100_000])} />));
    expect(html).toContain('Revenue, last 6 months');
    expect(html).toContain('€1,492');
    expect(html).toContain('Revenue by month, June 2026 to November 2026: €1,492 in total.');
    expect(html).toMatch(/<th scope="row">October 2026<\/th><td>€417<\/td>/);
    expect(html).toMatch(/<th scope="row">June 2026<\/th><td>€0<\/td>/);
    expect(html).not.toContain('No revenue yet');
  });

  it('says there is no revenue yet instead of drawing a flat chart', () => {
    const html = renderToStaticMarkup(withIntl(<RevenueSparkline series={series([])} />));
    expect(html).toContain('No revenue yet');
    expect(html).not.toContain('<table');
    expect(html).not.toContain('€0');
  });

  it('speaks the teacher language: German months and money (issue 32)', () => {
    const html = renderToStaticMarkup(
      withIntl(
        <RegionalFormatProvider value={{ locale: 'de', hourCycle: null }}>
          <RevenueSparkline series={series([0, 0, 0, 7_500, 41_700, 100_000])} />
        </RegionalFormatProvider>,
        'de',
      ),
    );
    expect(html).toContain('Umsatz der letzten 6 Monate');
    expect(html).toMatch(/<th scope="row">Oktober 2026<\/th><td>417\u00a0€<\/td>/);
    expect(html).toContain('Umsatz nach Monat, Juni 2026 bis November 2026: insgesamt 1.492\u00a0€.');
  });
});
