import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TStudentSessionDetail } from '@/lib/booking/student/schemas';
import { SessionNotes } from './session-notes';

const detail = (overrides: Partial<TStudentSessionDetail> = {}) =>
  ({
    summary: null,
    homework: null,
    resources: [],
    templates: [],
    ...overrides,
  }) as TStudentSessionDetail;

describe('SessionNotes', () => {
  it('shows the summary, homework, linked resources and lesson plans in full', () => {
    const html = renderToStaticMarkup(
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
    );
    expect(html).toContain('We practised the past tense.\nNext: the subjunctive.');
    expect(html).toContain('Exercise 3');
    expect(html).toMatch(/<a href="https:\/\/x\.test\/v" target="_blank" rel="noopener noreferrer"[^>]*>Verb table/);
    expect(html).toContain('Homework</span>');
    expect(html).toContain('Past tense drill');
  });

  it('says so when the teacher has written nothing yet', () => {
    expect(renderToStaticMarkup(<SessionNotes session={detail()} />)).toContain(
      'Your teacher has not added a summary, homework or materials to this session yet.',
    );
  });
});
