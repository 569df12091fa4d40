import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublicServiceDetail } from '@/lib/catalogue/get-public-service-detail';
import { withIntl } from '@/test/intl';
import { ServiceFacts } from './service-facts';

/** The fields the facts read; the rest of a public service does not matter here. */
const groupService = (capacity: number | null) =>
  ({
    groupType: 'group',
    capacity,
    deliveryMode: 'live',
    structure: 'single',
    durationMinutes: 60,
    sessionsIncluded: null,
    validityDays: null,
    billingInterval: null,
  }) as unknown as PublicServiceDetail;

describe('ServiceFacts', () => {
  it('gives a group its size, and says a group without a capacity has no limit on places', () => {
    expect(renderToStaticMarkup(withIntl(<ServiceFacts service={groupService(6)} />))).toContain('Up to 6 students');
    const unlimited = renderToStaticMarkup(withIntl(<ServiceFacts service={groupService(null)} />));
    expect(unlimited).toContain('Group size');
    expect(unlimited).toContain('No limit on places');
  });

  it("speaks the reader's language (issue 32)", () => {
    const german = renderToStaticMarkup(withIntl(<ServiceFacts service={groupService(6)} />, 'de'));
    expect(german).toContain('Gruppengröße');
    expect(german).toContain('Bis zu 6 Schüler');
    expect(german).toContain('1 Std.');
  });
});
