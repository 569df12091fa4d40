/**
 * The one iCalendar writer (RFC 5545) of every calendar file Lektio makes: the e-mail invitations and
 * the private feeds (decision 0068). Small on purpose: UTC times only (no VTIMEZONE), TEXT escaped,
 * parameter values quoted with RFC 6868's `^` escapes, lines folded at 75 octets between characters,
 * every line (the last one too) ended by CRLF, calendar properties before the first component.
 */

export type IcsPerson = { name: string; email: string };

export type IcsEvent = {
  uid: string;
  sequence: number;
  /** DTSTAMP: when the e-mail's invitation was made, or a feed event's last change. */
  stamp: Date;
  lastModified?: Date;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string | null;
  url?: string | null;
  /** RFC 7986 CONFERENCE: a video meeting's address, offered by calendar apps as "Join". */
  conference?: string | null;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  organizer?: IcsPerson;
  attendees?: readonly IcsPerson[];
};

export type IcsCalendar = {
  /** PRODID, e.g. `-//Lektio//Sessions//EN`. */
  productId: string;
  /** iTIP method (RFC 5546) of an e-mailed invitation; none for a subscription. */
  method?: 'REQUEST' | 'CANCEL';
  /** The calendar's name in the app that subscribes (NAME, X-WR-CALNAME). */
  name?: string;
  /** An IANA zone named for apps that show it (X-WR-TIMEZONE); the times stay UTC. */
  timezone?: string;
  /** How often a subscription should be refreshed (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshSeconds?: number;
  events: readonly IcsEvent[];
};

const crlf = '\r\n';
const lineOctets = 75;
/** Control characters other than HTAB have no place in a TEXT or parameter value (RFC 5545 3.1). */
const controls = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const newlines = /\r\n|\r|\n/g;

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and newline escaped. */
export function icsText(value: string): string {
  return value
    .replace(newlines, '\n')
    .replace(controls, '')
    .replace(/[\\;,\n]/g, (char) => (char === '\n' ? '\\n' : `\\${char}`));
}

/**
 * A parameter value, always quoted. A quoted value cannot hold a DQUOTE nor a line break, and knows no
 * backslash escapes: RFC 6868 writes `^` as `^^`, a newline as `^n` and `"` as `^'`.
 */
export function icsParam(value: string): string {
  const encoded = value
    .replace(newlines, '\n')
    .replace(controls, '')
    .replace(/[\^\n"]/g, (char) => ({ '^': '^^', '\n': '^n', '"': "^'" })[char]!);
  return `"${encoded}"`;
}

/** A UTC DATE-TIME: `20270328T083000Z`. */
export const icsUtc = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');

const utf8 = new TextEncoder();

/**
 * One content line folded (RFC 5545 3.1): no line longer than 75 octets, the break between two
 * characters (never inside a UTF-8 sequence or a surrogate pair), continuation lines starting with a space.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8.encode(char).length;
    if (octets + size > lineOctets) {
      parts.push(part);
      part = ' ';
      octets = 1;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join(crlf);
}

type Property = readonly [name: string, value: string | null | undefined];

/** ORGANIZER or ATTENDEE: the name as CN, the address as a mailto URI. */
const personProperty = (name: string, person: IcsPerson): Property => [
  `${name};CN=${icsParam(person.name)}`,
  `mailto:${person.email}`,
];

function eventProperties(event: IcsEvent): Property[] {
  return [
    ['UID', icsText(event.uid)],
    ['SEQUENCE', String(event.sequence)],
    ['DTSTAMP', icsUtc(event.stamp)],
    ['DTSTART', icsUtc(event.start)],
    ['DTEND', icsUtc(event.end)],
    ['SUMMARY', icsText(event.summary)],
    ['DESCRIPTION', event.description === undefined ? null : icsText(event.description)],
    ['LOCATION', event.location ? icsText(event.location) : null],
    ['URL', event.url?.replace(controls, '').replace(newlines, '')],
    [
      `CONFERENCE;VALUE=URI;FEATURE=VIDEO;LABEL=${icsParam('Join the lesson')}`,
      event.conference?.replace(controls, '').replace(newlines, ''),
    ],
    ['STATUS', event.status],
    ['LAST-MODIFIED', event.lastModified ? icsUtc(event.lastModified) : null],
    ...(event.organizer ? [personProperty('ORGANIZER', event.organizer)] : []),
    ...(event.attendees ?? []).map((person) => personProperty('ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE', person)),
  ];
}

function calendarProperties(calendar: IcsCalendar): Property[] {
  const ttl = calendar.refreshSeconds === undefined ? null : `PT${Math.round(calendar.refreshSeconds / 60)}M`;
  const name = calendar.name === undefined ? null : icsText(calendar.name);
  return [
    ['VERSION', '2.0'],
    ['PRODID', icsText(calendar.productId)],
    ['CALSCALE', 'GREGORIAN'],
    ['METHOD', calendar.method],
    ['NAME', name],
    ['X-WR-CALNAME', name],
    ['X-WR-TIMEZONE', calendar.timezone === undefined ? null : icsText(calendar.timezone)],
    ['REFRESH-INTERVAL;VALUE=DURATION', ttl],
    ['X-PUBLISHED-TTL', ttl],
  ];
}

const contentLines = (properties: readonly Property[]) =>
  properties.filter(([, value]) => value !== null && value !== undefined).map(([name, value]) => `${name}:${value}`);

/** The text of an iCalendar object: its properties, then one VEVENT per event, every line CRLF-ended. */
export function writeIcs(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    ...contentLines(calendarProperties(calendar)),
    ...calendar.events.flatMap((event) => ['BEGIN:VEVENT', ...contentLines(eventProperties(event)), 'END:VEVENT']),
    'END:VCALENDAR',
  ];
  return lines.map((line) => foldLine(line) + crlf).join('');
}
