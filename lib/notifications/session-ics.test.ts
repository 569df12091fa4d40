import { describe, expect, it } from 'vitest';
import { calendarParsers, icsShapeProblems } from '@/test/calendar-parsers';
import { buildSessionIcs, sessionIcsAttachment, type SessionIcsInput } from './session-ics';

const input: SessionIcsInput = {
  sessionId: '5b1c1d1e-0000-4000-8000-000000000001',
  method: 'REQUEST',
  sequence: 2,
  startUtc: new Date('2027-03-28T08:30:00Z'),
  endUtc: new Date('2027-03-28T09:30:00Z'),
  timezone: 'Europe/Madrid',
  summary: 'Spanish lesson with Elena Márquez',
  description: 'Spanish lesson with Elena Márquez. Your sessions: https://lektio.test/portal',
  url: 'https://lektio.test/portal',
  meetingUrl: 'https://meet.example.test/abc',
  organizer: { name: 'Elena Márquez', email: 'elena@example.test' },
  attendee: { name: 'Sophie Laurent', email: 'sophie@example.test' },
};

/** Unfolded content lines (RFC 5545 folds long lines with CRLF + space) as name -> value. */
function lines(ics: string): Map<string, string> {
  const unfolded = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  return new Map(
    unfolded.filter(Boolean).map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1)] as const;
    }),
  );
}

describe('buildSessionIcs', () => {
  it('is an invitation with a UID stable per session, the sequence, and UTC times (the day Madrid springs forward)', () => {
    const ics = buildSessionIcs(input);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const fields = lines(ics);
    expect(fields.get('METHOD')).toBe('REQUEST');
    expect(fields.get('UID')).toBe('5b1c1d1e-0000-4000-8000-000000000001@lektio');
    expect(fields.get('SEQUENCE')).toBe('2');
    expect(fields.get('DTSTART')).toBe('20270328T083000Z');
    expect(fields.get('DTEND')).toBe('20270328T093000Z');
    expect(fields.get('STATUS')).toBe('CONFIRMED');
    expect(fields.get('SUMMARY')).toBe('Spanish lesson with Elena Márquez');
    expect(fields.get('LOCATION')).toBe('https://meet.example.test/abc');
    expect(fields.get('DESCRIPTION')).toContain('https://lektio.test/portal');
    expect(fields.get('X-WR-TIMEZONE')).toBe('Europe/Madrid');
    expect(fields.get('ORGANIZER;CN="Elena Márquez"')).toBe('mailto:elena@example.test');
    expect(ics).not.toContain('TZID');
  });

  it('cancels the same event: METHOD and STATUS say so, the UID is the same', () => {
    const fields = lines(buildSessionIcs({ ...input, method: 'CANCEL', sequence: 3, meetingUrl: null }));
    expect(fields.get('METHOD')).toBe('CANCEL');
    expect(fields.get('STATUS')).toBe('CANCELLED');
    expect(fields.get('UID')).toBe(`${input.sessionId}@lektio`);
    expect(fields.get('SEQUENCE')).toBe('3');
    expect(fields.has('LOCATION')).toBe(false);
  });

  it('is a sound file: CRLF after END:VCALENDAR, the named zone before the event, the stamp given', () => {
    const ics = buildSessionIcs({ ...input, stamp: new Date('2027-03-01T12:00:00Z') });
    expect(icsShapeProblems(ics)).toEqual([]);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.indexOf('X-WR-TIMEZONE:Europe/Madrid')).toBeLessThan(ics.indexOf('BEGIN:VEVENT'));
    expect(lines(ics).get('DTSTAMP')).toBe('20270301T120000Z');
  });

  for (const parser of calendarParsers) {
    it(`${parser.name} reads the organizer and attendee whose names hold quotes, commas and non-ASCII`, () => {
      const teacher = { name: 'Robert "Bob" Smith, Jr.', email: 'bob@example.test' };
      const student = { name: 'Zoë "Zo" Ñandú-Øre, 山田', email: 'zoe@example.test' };
      const ics = buildSessionIcs({ ...input, organizer: teacher, attendee: student });
      expect(icsShapeProblems(ics)).toEqual([]);
      const [event] = parser.parse(ics).events;
      expect(event!.organizer).toEqual(teacher);
      expect(event!.attendees).toEqual([student]);
    });
  }

  it('attaches as text/calendar with the method, base64', () => {
    const file = sessionIcsAttachment(input);
    expect(file).toMatchObject({
      filename: 'session.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    });
    expect(Buffer.from(file.contentBase64, 'base64').toString('utf8')).toContain('UID:');
    expect(sessionIcsAttachment({ ...input, method: 'CANCEL' }).filename).toBe('cancelled-session.ics');
  });
});
