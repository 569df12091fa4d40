import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TInsightsMetrics } from '@/lib/insights/performance/schemas';
import { withIntl } from '@/test/intl';
import { QualityGauges } from './quality-gauges';

const metrics = {
  attendance: { value: 85, target: 90, status: 'red' },
  completion: { value: 100, target: 80, status: 'green' },
  rebooking: { value: null, target: 60, status: 'red' },
} as unknown as TInsightsMetrics;

describe('QualityGauges', () => {
  it('keeps the English words and rates', () => {
    const html = renderToStaticMarkup(withIntl(<QualityGauges metrics={metrics} />));
    expect(html).toContain('Attendance');
    expect(html).toContain('aria-label="Attendance: 85%, target 90%"');
    expect(html).toContain('No data yet');
  });

  it('speaks Spanish, with the Spanish percent sign', () => {
    const html = renderToStaticMarkup(withIntl(<QualityGauges metrics={metrics} />, 'es'));
    expect(html).toContain('Asistencia');
    expect(html).toContain('Objetivo 90\u00a0%');
    expect(html).toContain('Aún no hay datos');
  });
});
