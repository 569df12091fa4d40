import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TTimelineItem } from '@/lib/students/lifecycle-schemas';
import { withIntl } from '@/test/intl';
import { StudentTimeline } from './student-timeline';

const items = [
  { kind: 'contact', id: 'c1', at: '2026-11-23T09:30:00.000Z', channel: 'phone', note: 'Called about March' },
  {
    kind: 'session',
    id: 's1',
    at: '2026-11-20T16:00:00.000Z',
    status: 'completed',
    participantStatus: null,
    isTrialSession: true,
    serviceName: 'Spanish A2',
  },
  { kind: 'review', id: 'r1', at: '2026-11-18T10:00:00.000Z', rating: 5, content: null },
] as unknown as TTimelineItem[];

const render = (locale: 'en' | 'de') =>
  renderToStaticMarkup(
    withIntl(<StudentTimeline items={items} timeZone="Europe/Berlin" regional={{ locale }} />, locale),
  );

describe('StudentTimeline', () => {
  it('keeps the English words and the house date style', () => {
    const html = render('en');
    expect(html).toContain('Contact by phone');
    expect(html).toContain('Trial session: Spanish A2');
    expect(html).toContain('Review: 5/5');
    expect(html).toContain('23 Nov 2026, 10:30');
  });

  it('speaks German to a German teacher, dates and status included', () => {
    const html = render('de');
    expect(html).toContain('Kontakt per Telefon');
    expect(html).toContain('Probestunde: Spanish A2');
    expect(html).toContain('Abgeschlossen');
    expect(html).toContain('Bewertung: 5/5');
    expect(html).toContain('23. Nov. 2026');
    expect(html).toContain('aria-label="Verlauf"');
  });
});
