import { describe, expect, it } from 'vitest';
import { calendarParsers, icsShapeProblems } from '@/test/calendar-parsers';
import { foldLine, icsParam, icsText, writeIcs, type IcsEvent } from './ical';

const event: IcsEvent = {
  uid: 'abc@lektio',
  sequence: 1,
  stamp: new Date('2027-01-02T03:04:05Z'),
  lastModified: new Date('2027-01-02T03:04:05Z'),
  start: new Date('2027-03-28T08:30:00Z'),
  end: new Date('2027-03-28T09:30:00Z'),
  summary: 'Piano',
  status: 'CONFIRMED',
};

/** Names people really have, and the ones that broke parsers: quotes, commas, semicolons, non-ASCII. */
const names = [
  'Robert "Bob" Smith',
  'Smith, Anna',
  'Ana; Ruiz',
  'Dr: Who',
  'Back\\slash',
  'Caret ^ Name',
  'Two\nLines',
  'Zoë Ñandú-Øre',
  '山田 太郎',
  'Émilie 😀 ' + 'Ü'.repeat(40),
];

describe('icsParam', () => {
  it('quotes the value; a DQUOTE, caret or newline in it is written the RFC 6868 way, a backslash as is', () => {
    expect(icsParam('Robert "Bob" Smith')).toBe(`"Robert ^'Bob^' Smith"`);
    expect(icsParam('a^b\r\nc\\d;e,f:g')).toBe('"a^^b^nc\\d;e,f:g"');
    expect(icsParam('bell\u0007')).toBe('"bell"');
  });
});

describe('icsText', () => {
  it('escapes backslash, semicolon, comma and newline', () => {
    expect(icsText('a\\b;c,d\r\ne:f "g"')).toBe('a\\\\b\\;c\\,d\\ne:f "g"');
  });
});

describe('foldLine', () => {
  it('folds at 75 octets, between characters, continuation lines starting with a space', () => {
    const line = `SUMMARY:${'é'.repeat(40)}${'😀'.repeat(20)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    // Every part is whole UTF-8: nothing is lost when the lines are decoded one by one.
    expect(parts.map((part, i) => (i ? part.slice(1) : part)).join('')).toBe(line);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });
});

describe('writeIcs', () => {
  it('ends every line with CRLF, the last one too, and puts the calendar properties before the first event', () => {
    const ics = writeIcs({
      productId: '-//Lektio//Test//EN',
      method: 'REQUEST',
      timezone: 'Europe/Madrid',
      name: 'Lessons',
      refreshSeconds: 1800,
      events: [event],
    });
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(icsShapeProblems(ics)).toEqual([]);
    const lines = ics.split('\r\n');
    expect(lines.indexOf('X-WR-TIMEZONE:Europe/Madrid')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines.indexOf('METHOD:REQUEST')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT30M');
  });

  for (const parser of calendarParsers) {
    it(`${parser.name} reads every name back, with its e-mail, and the TEXT fields as written`, () => {
      const ics = writeIcs({
        productId: '-//Lektio//Test//EN',
        method: 'REQUEST',
        events: names.map((name, index) => ({
          ...event,
          uid: `${index}@lektio`,
          summary: `Lesson with ${name}`,
          description: `With ${name}\nhttps://lektio.test/portal?a=1,b=2`,
          location: 'https://meet.example.test/a;b,c',
          url: 'https://lektio.test/portal?a=1,b=2;c',
          organizer: { name, email: `teacher${index}@example.test` },
          attendees: [{ name, email: `student+${index}@example.test` }],
        })),
      });
      expect(icsShapeProblems(ics)).toEqual([]);
      const calendar = parser.parse(ics);
      expect(calendar.method).toBe('REQUEST');
      expect(calendar.events).toHaveLength(names.length);
      for (const [index, name] of names.entries()) {
        const read = calendar.events.find((parsed) => parsed.uid === `${index}@lektio`)!;
        expect(read.summary).toBe(`Lesson with ${name}`);
        expect(read.description).toBe(`With ${name}\nhttps://lektio.test/portal?a=1,b=2`);
        expect(read.location).toBe('https://meet.example.test/a;b,c');
        expect(read.url).toBe('https://lektio.test/portal?a=1,b=2;c');
        expect(read.organizer?.email).toBe(`teacher${index}@example.test`);
        expect(read.attendees.map((person) => person.email)).toEqual([`student+${index}@example.test`]);
        // node-ical 0.27 splits parameters at every ';', quoted or not (RFC 5545 allows it quoted).
        if (parser.name === 'node-ical' && name.includes(';')) continue;
        expect(read.organizer?.name).toBe(name);
        expect(read.attendees.map((person) => person.name)).toEqual([name]);
      }
    });
  }
});

describe('the meeting link', () => {
  it('is written as LOCATION, URL and an RFC 7986 CONFERENCE with a label', () => {
    const link = 'https://meet.jit.si/Lektio-0123456789abcdef0123456789abcdef';
    const ics = writeIcs({
      productId: '-//Lektio//Test//EN',
      events: [{ ...event, location: link, url: link, conference: link }],
    }).replace(/\r\n /g, '');
    expect(ics).toContain(`LOCATION:${link}\r\n`);
    expect(ics).toContain(`URL:${link}\r\n`);
    expect(ics).toContain(`CONFERENCE;VALUE=URI;FEATURE=VIDEO;LABEL="Join the lesson":${link}\r\n`);
    expect(writeIcs({ productId: '-//Lektio//Test//EN', events: [event] })).not.toContain('CONFERENCE');
  });
});
