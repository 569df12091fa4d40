import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TStudentSession } from '@/lib/booking/student/schemas';
import { withIntl } from '@/test/intl';
import { SessionCard } from './session-card';

const now = new Date('2026-11-23T08:00:00Z');
const session = (overrides: Partial<TStudentSession> = {}): TStudentSession => ({
  id: '00000000-0000-4000-8000-00000000a001',
  startsAt: '2026-11-25T09:00:00.000Z',
  endsAt: '2026-11-25T10:00:00.000Z',
  status: 'scheduled',
  timezone: 'Europe/Madrid',
  isTrialSession: false,
  role: 'primary',
  rescheduleCount: 0,
  meetingUrl: null,
  service: { id: '00000000-0000-4000-8000-00000000b001', name: '10-lesson package', durationMinutes: 60 },
  teacher: { name: 'Elena Márquez', slug: 'demo' },
  canCancel: false,
  canReschedule: false,
  cancelledAt: null,
  cancellationReason: null,
  summary: null,
  homework: null,
  homeworkDueAt: null,
  homeworkDoneAt: null,
  materialCount: 0,
  ...overrides,
});
const render = (value: TStudentSession) =>
  renderToStaticMarkup(withIntl(<SessionCard session={value} timeZone="Europe/Madrid" now={now} />));

describe('SessionCard', () => {
  it('offers "Join meeting" on every scheduled lesson ahead, whatever paid for it: the link, or the button saying it is to come', () => {
    // The link is live from 15 minutes before the start (08:15 for a 08:30 lesson) to the end.
    const soon = { startsAt: '2026-11-23T08:14:00.000Z', endsAt: '2026-11-23T09:14:00.000Z' };
    const withLink = render(session({ ...soon, meetingUrl: 'https://meet.example.test/abc' }));
    expect(withLink).toMatch(/<a href="https:\/\/meet\.example\.test\/abc"[^>]*>.*Join meeting<\/a>/);
    const early = render(
      session({
        startsAt: '2026-11-23T08:16:00.000Z',
        endsAt: '2026-11-23T09:16:00.000Z',
        meetingUrl: 'https://meet.example.test/abc',
      }),
    );
    expect(early).not.toContain('href="https://meet.example.test/abc"');
    expect(early).toContain('Opens 15 minutes before the start');
    // A lesson booked with a package credit has no link until the teacher adds one: the button is there, disabled.
    const withoutLink = render(session());
    expect(withoutLink).toMatch(/<button[^>]*disabled=""[^>]*>.*Join meeting<\/button>/);
    expect(withoutLink).toContain('Link not shared yet');
    // Not on a lesson that has ended, nor on one that is not scheduled.
    expect(render(session({ startsAt: '2026-11-20T09:00:00.000Z', endsAt: '2026-11-20T10:00:00.000Z' }))).not.toContain(
      'Join meeting',
    );
    expect(render(session({ status: 'pending_confirmation' }))).not.toContain('Join meeting');
  });

  it('draws a cancelled lesson still ahead as called off: struck-through time, "Cancelled", no meeting', () => {
    const html = render(
      session({ status: 'cancelled', meetingUrl: 'https://meet.example.test/abc', cancellationReason: 'Ill' }),
    );
    expect(html).toMatch(/<time[^>]*class="line-through"/);
    expect(html).toContain('Cancelled');
    expect(html).toContain('Reason: Ill');
    expect(html).toContain('border-dashed');
    expect(html).not.toContain('Join meeting');
    expect(render(session())).not.toContain('line-through');
  });

  it('shows the short form of what the teacher wrote, and links to the session page for the rest', () => {
    const html = render(
      session({
        status: 'completed',
        summary: 'Past tense and irregular verbs',
        homework: 'Exercise 3 on page 12',
        materialCount: 2,
      }),
    );
    expect(html).toContain('Summary:');
    expect(html).toContain('Past tense and irregular verbs');
    expect(html).toContain('Homework:');
    expect(html).toContain('Exercise 3 on page 12');
    expect(html).toContain('2 materials');
    expect(html).toContain('href="/portal/sessions/00000000-0000-4000-8000-00000000a001"');
    expect(html).toContain('Notes and materials');
    expect(render(session())).toContain('Session details');
  });

  it("speaks the student's language, with dates in it (issue 32)", () => {
    const html = renderToStaticMarkup(
      withIntl(
        <SessionCard
          session={session({ status: 'completed', materialCount: 2, rescheduleCount: 1 })}
          timeZone="Europe/Madrid"
          now={now}
          regional={{ locale: 'de', hourCycle: null }}
        />,
        'de',
      ),
    );
    expect(html).toContain('Mi., 25. Nov.');
    expect(html).toContain('mit Elena Márquez');
    expect(html).toContain('Abgeschlossen');
    expect(html).toContain('1 Mal verschoben');
    expect(html).toContain('2 Materialien');
    expect(html).not.toContain('Session details');
  });
});
