import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { newServiceValues, type ServiceEditorValues } from '@/lib/catalogue/service-editor-values';
import type { Locale } from '@/lib/core/locale';
import { withIntl } from '@/test/intl';
import { PriceField } from './price-field';
import { ScheduleItemSummary } from './schedule-item-summary';
import { ServiceAboutFields } from './service-about-fields';
import { ServiceKindFields } from './service-kind-fields';
import { ServiceMeetingFields } from './service-meeting-fields';
import { ServiceSessionsFields } from './service-sessions-fields';
import { ServiceVisibilityFields } from './service-visibility-fields';

function Editor({ values, children }: { values?: Partial<ServiceEditorValues>; children: ReactNode }) {
  const form = useForm<ServiceEditorValues>({ defaultValues: { ...newServiceValues('EUR'), ...values } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

const sections = (values?: Partial<ServiceEditorValues>) => (
  <Editor values={values}>
    <ServiceAboutFields teacherSlug="ana" slug="" slugState="idle" creating />
    <ServiceKindFields />
    <ServiceSessionsFields />
    <ServiceMeetingFields />
    <PriceField currencies={['EUR']} />
    <ServiceVisibilityFields />
  </Editor>
);

const render = (node: ReactNode, locale: Locale = 'en') =>
  renderToStaticMarkup(withIntl(node, locale)).replace(/<!-- -->/g, '');

describe('the service editor sections (issue 32)', () => {
  it('keep their English words', () => {
    const english = render(sections({ structure: 'package', meetingProvider: 'jitsi' }));
    for (const text of [
      'Web address',
      'Public page: /ana/services/…. Left empty, it is made from the name.',
      'How is it taught?',
      'One-to-one',
      'One student at a time, just the two of you.',
      'Sessions in the package',
      'Length of a session (minutes)',
      'A new Jitsi room for each session',
      'Leave empty to use https://meet.jit.si.',
      'Fixed price for the whole service',
      'In EUR, e.g. 35 or 35.50',
      'Paid when booking (card checkout)',
      'Students may book a weekly series',
    ]) {
      expect(english).toContain(text);
    }
  });

  it("speak the teacher's language, with no English left", () => {
    const german = render(sections({ structure: 'subscription', meetingProvider: 'fixed_link' }), 'de');
    for (const text of [
      'Webadresse',
      'Wie wird unterrichtet?',
      'Einzelunterricht',
      'Termine pro Abrechnungszeitraum',
      'Jeden Monat',
      'Derselbe Link für jeden Termin',
      'Festpreis für das ganze Angebot',
      'In EUR, z. B. 35 oder 35,50',
      'Probestunde',
    ]) {
      expect(german).toContain(text);
    }
    for (const text of ['How is it taught?', 'Seats', 'Billing', 'Pricing', 'Trial', 'Every month']) {
      expect(german).not.toContain(`>${text}<`);
    }
  });

  it('names a course item and its length in the reader’s language', () => {
    const item = { type: 'live_session', title: 'Week 1', duration: 90, isOptional: true } as const;
    expect(render(<ScheduleItemSummary item={item} position={1} />)).toContain('Live session · 1 h 30 min');
    const spanish = render(<ScheduleItemSummary item={item} position={1} />, 'es');
    expect(spanish).toContain('Opcional');
    expect(spanish).not.toContain('Live session');
  });
});
