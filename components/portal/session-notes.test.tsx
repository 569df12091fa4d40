import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { TStudentSessionDetail } from '@/lib/booking/student/schemas';
import { withIntl } from '@/test/intl';
import { SessionNotes } from './session-notes';

// The homework button refreshes the page through the App Router, which a static render has not mounted.
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined }) }));
// A static render has no query client or App Router: the mutation hook is a stand-in that never runs.
vi.mock('@/components/api/use-api-mutation', () => ({
  useApiMutation: () => ({ isPending: false, mutate: () => undefined, mutateAsync: async () => null }),
}));

const detail = (overrides: Partial<TStudentSessionDetail> = {}) =>
  ({
    summary: null,
    homework: null,
    homeworkDueAt: null,
    homeworkDoneAt: null,
    timezone: 'Europe/Madrid',
    resources: [],
    templates: [],
    ...overrides,
  }) as TStudentSessionDetail;

describe('SessionNotes', () => {
  it('shows the summary, homework, linked resources and lesson plans in full', () => {
    const html = renderToStaticMarkup(
      withIntl(
        <SessionNotes
          session={detail({
            summary: 'We practised the past tense.\nNext: the subjunctive.',
            homework: 'Exercise 3',
            resources: [
              {
                id: '00000000-0000-4000-8000-0000000000r1',
                title: 'Verb table',
                type: 'homework',
                url: 'https://x.test/v',
                fileName: null,
                contentType: null,
              },
            ],
            templates: [{ id: '00000000-0000-4000-8000-0000000000t1', title: 'Past tense drill' }],
          })}
        />,
      ),
    );
    expect(html).toContain('We practised the past tense.\nNext: the subjunctive.');
    expect(html).toContain('Exercise 3');
    expect(html).toMatch(/<a href="https:\/\/x\.test\/v" target="_blank" rel="noopener noreferrer"[^>]*>Verb table/);
    expect(html).toContain('Homework</span>');
    expect(html).toContain('Past tense drill');
    expect(html).toContain('Mark homework done');
  });

  it('offers a file of the teacher to download under its name, and shows the due date and the done mark', () => {
    const file = {
      id: '00000000-0000-4000-8000-0000000000f1',
      title: 'Scales',
      type: 'homework' as const,
      url: '/api/resources/00000000-0000-4000-8000-0000000000f1/file',
      fileName: 'scales.pdf',
      contentType: 'application/pdf',
    };
    const open = renderToStaticMarkup(
      withIntl(
        <SessionNotes
          session={detail({ homework: 'Play it', homeworkDueAt: '2031-12-31T22:59:59.999Z', resources: [file] })}
          timeZone="Europe/Madrid"
        />,
      ),
    );
    expect(open).toMatch(/<a href="\/api\/resources\/[^"]+\/file" download="scales.pdf"[^>]*>Scales/);
    expect(open).toContain('Due 31 Dec 2031');
    const done = renderToStaticMarkup(
      withIntl(
        <SessionNotes
          session={detail({ homework: 'Play it', homeworkDoneAt: '2031-12-20T10:00:00.000Z' })}
          timeZone="Europe/Madrid"
        />,
      ),
    );
    expect(done).toContain('Done 20 Dec 2031');
    expect(done).toContain('Mark as not done');
  });

  it('says so when the teacher has written nothing yet', () => {
    expect(renderToStaticMarkup(withIntl(<SessionNotes session={detail()} />))).toContain(
      'Your teacher has not added a summary, homework or materials to this session yet.',
    );
  });
});
