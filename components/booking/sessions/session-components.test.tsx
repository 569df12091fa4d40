import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RegionalFormatProvider } from '@/components/i18n/regional-format-provider';
import type { TTeacherSessionRow } from '@/lib/booking/session-schemas';
import type { TSeriesPreview } from '@/lib/booking/series/schemas';
import type { Locale } from '@/lib/core/locale';
import { loadMessages } from '@/lib/i18n/catalogue';
import { withIntl } from '@/test/intl';
import { NewStartForm } from './new-start-dialog';
import { RescheduleSessionDialog } from './reschedule-session-dialog';
import { SeriesPreviewList } from './series-preview-list';
import { SessionActions } from './session-actions';
import { describeOutcome } from './session-format';
import { SessionsTable } from './sessions-table';

// A static render has no App Router nor query client: stand-ins that never run.
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined, push: () => undefined }) }));
vi.mock('@/components/api/use-api-mutation', () => ({
  useApiMutation: () => ({ isPending: false, error: null, data: undefined, reset: () => undefined }),
}));

const render = (node: ReactNode, locale: Locale = 'en') =>
  renderToStaticMarkup(
    withIntl(<RegionalFormatProvider value={{ locale, hourCycle: null }}>{node}</RegionalFormatProvider>, locale),
  )
    // The text a person reads, tags and entities aside.
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'");

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const row: TTeacherSessionRow = {
  id: id(1),
  startsAt: '2026-11-23T08:30:00.000Z',
  endsAt: '2026-11-23T09:30:00.000Z',
  status: 'scheduled',
  student: { id: id(2), name: 'Ana Ruiz' },
  attendees: [
    { id: id(2), name: 'Ana Ruiz' },
    { id: id(3), name: 'Ben Cole' },
  ],
  service: { id: id(4), name: 'Piano' },
  isTrialSession: true,
};

describe('SessionsTable', () => {
  it('keeps its English words and writes dates in the reader language', () => {
    const english = render(<SessionsTable sessions={[row]} timeZone="Europe/Madrid" caption="Upcoming sessions" />);
    expect(english).toContain('Upcoming sessions. Times in Madrid time.');
    expect(english).toContain('Mon, 23 Nov 2026, 09:30');
    expect(english).toContain('Ana Ruiz and Ben Cole');
    const german = render(
      <SessionsTable
        sessions={[row]}
        timeZone="Europe/Madrid"
        caption="Anstehende Termine"
        regional={{ locale: 'de' }}
      />,
      'de',
    );
    expect(german).toContain('Anstehende Termine. Uhrzeiten in Ortszeit Madrid.');
    expect(german).toContain('Ana Ruiz und Ben Cole');
    expect(german).toContain('Probestunde');
    expect(german).toMatch(/Mo\., 23\. Nov\. 2026, 09:30/);
  });
});

const occurrence = (index: number, conflict?: TSeriesPreview['occurrences'][number]['conflict']) => ({
  index,
  startUtc: `2026-12-0${index}T16:30:00.000Z`,
  endUtc: `2026-12-0${index}T17:30:00.000Z`,
  status: conflict ? ('conflict' as const) : ('free' as const),
  ...(conflict ? { conflict } : {}),
});
const preview: TSeriesPreview = {
  frequency: 'weekly',
  localTime: '17:30',
  weekday: 2,
  timezone: 'Europe/Madrid',
  occurrences: [occurrence(1), occurrence(2, { kind: 'past' }), occurrence(3), occurrence(4)],
  credits: { remaining: 1, needed: 3, shortfall: 2 },
};
const request = { serviceId: id(4), studentId: id(2), frequency: 'weekly' as const, timezone: 'Europe/Madrid' };
const previewList = (
  <SeriesPreviewList
    preview={preview}
    request={request}
    studentName="Ana"
    timeZone="Europe/Madrid"
    onBooked={() => {}}
  />
);

describe('SeriesPreviewList', () => {
  it('counts clashes, credits and lessons with plurals, in English as the journeys read it', () => {
    const text = render(previewList);
    expect(text).toContain('1 of 4 dates clash: skip or move it.');
    expect(text).toContain('In the past');
    expect(text).toContain('Ana has 1 credit for this service: 2 lessons will be booked without one.');
    expect(text).toContain('Book 3 lessons');
  });

  it('says the same in German', () => {
    const text = render(previewList, 'de');
    expect(text).toContain('1 von 4 Terminen ist belegt: Überspring oder verschieb ihn.');
    expect(text).toContain('Ana hat 1 Guthaben für dieses Angebot: 2 Stunden werden ohne Guthaben gebucht.');
    expect(text).toContain('3 Stunden buchen');
  });
});

describe('SessionActions', () => {
  it('offers completing and cancelling in the reader language', () => {
    const props = { sessionId: id(1), status: 'scheduled', started: true, description: 'Ana Ruiz, Mon' };
    expect(render(<SessionActions {...props} />)).toContain('Complete session');
    const spanish = render(<SessionActions {...props} />, 'es');
    expect(spanish).toContain('Completar clase');
    expect(spanish).toContain('Cancelar clase');
  });
});

describe('the new-start dialog form (reschedule, series move)', () => {
  const form = (timeInput: 'quarterHours' | 'typed') => (
    <NewStartForm
      formId="f"
      onSavingChange={() => {}}
      close={() => {}}
      onMoved={() => {}}
      timeZone="Europe/Madrid"
      label="New time"
      defaultValues={{ date: '2026-11-23', time: '16:30' }}
      timeInput={timeInput}
      send={async () => null}
      fallback="failed"
      preview={({ date, time }) => `${date} ${time}`}
    />
  );

  it('asks for a date and a quarter hour, or a typed 24-hour time, and shows what the fields say', () => {
    const quarter = renderToStaticMarkup(withIntl(form('quarterHours')));
    expect(quarter).toContain('New date');
    expect(quarter).toContain('<option value="16:30">16:30</option>');
    expect(quarter).toContain('2026-11-23 16:30');
    expect(quarter).not.toContain('24-hour clock');
    const typed = renderToStaticMarkup(withIntl(form('typed')));
    expect(typed).toContain('24-hour clock, e.g. 16:30');
    expect(typed).toContain('<input type="text"');
  });

  it('names the quarter hours on a 12-hour clock for a reader who asked for one', () => {
    const html = renderToStaticMarkup(
      withIntl(
        <RegionalFormatProvider value={{ locale: 'en', hourCycle: 'h12' }}>
          {form('quarterHours')}
        </RegionalFormatProvider>,
      ),
    );
    expect(html).toContain('<option value="16:30">4:30 PM</option>');
  });

  it('labels its fields in the reader language', () => {
    const text = render(form('typed'), 'fr');
    expect(text).toContain('Nouvelle date');
    expect(text).toContain('Nouvelle heure de début');
  });

  it('is offered by Reschedule only while the session may still move', () => {
    const session = {
      id: id(1),
      status: 'scheduled',
      startsAt: '2099-01-05T10:00:00.000Z',
      endsAt: '2099-01-05T11:00:00.000Z',
    };
    expect(render(<RescheduleSessionDialog session={session} timeZone="Europe/Madrid" />)).toContain('Reschedule');
    expect(render(<RescheduleSessionDialog session={session} timeZone="Europe/Madrid" />, 'it')).toContain(
      'Riprogramma',
    );
    const past = { ...session, startsAt: '2020-01-06T10:00:00.000Z', endsAt: '2020-01-06T11:00:00.000Z' };
    expect(render(<RescheduleSessionDialog session={past} timeZone="Europe/Madrid" />)).toBe('');
  });
});

describe('describeOutcome', () => {
  it('words what happened to the credit in the translator language', () => {
    const outcome = {
      action: 'makeup_credit',
      creditEffect: 'makeup' as const,
      penaltyPercent: 0,
      makeupValidDays: 30,
      reason: '',
    };
    expect(describeOutcome(outcome)).toBe('The student got a make-up credit for 30 days.');
    const german = createTranslator({ locale: 'de', messages: loadMessages('de'), namespace: 'teacherSessionTools' });
    expect(describeOutcome(outcome, german as never)).toBe('Der Schüler hat ein Nachholguthaben für 30 Tage bekommen.');
  });
});
