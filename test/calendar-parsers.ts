/**
 * Calendar files read back by independent parsers from the registries (ical.js, the parser of
 * Thunderbird; node-ical), brought to one shape so tests compare fields, not text. Plus the shape
 * rules of RFC 5545 section 3.1 that lenient parsers forgive and strict ones (vobject, khal) do not.
 */
import ICAL from 'ical.js';
import nodeIcal from 'node-ical';

export type ParsedPerson = { name: string; email: string };

export type ParsedEvent = {
  uid: string;
  sequence: number;
  stamp: Date;
  lastModified: Date | null;
  start: Date;
  end: Date;
  /** Both times written as UTC instants (`...Z`), as Lektio writes them. */
  utc: boolean;
  summary: string;
  description: string | null;
  location: string | null;
  url: string | null;
  status: string | null;
  organizer: ParsedPerson | null;
  attendees: ParsedPerson[];
  rrule: string | null;
  exdates: Date[];
};

export type ParsedCalendar = {
  method: string | null;
  name: string | null;
  timezone: string | null;
  events: ParsedEvent[];
};

export type CalendarParser = { name: string; parse: (text: string) => ParsedCalendar };

/**
 * ical.js keeps the value of a property it does not know (X-WR-CALNAME, X-WR-TIMEZONE) as written;
 * such a property is TEXT (RFC 5545 3.8.8.2), so a reader unescapes it.
 */
const unescapeText = (value: string | null) =>
  value?.replace(/\\([\\;,nN])/g, (_, char: string) => (char.toLowerCase() === 'n' ? '\n' : char)) ?? null;

const email = (address: unknown) => String(address).replace(/^mailto:/i, '');

function icalJs(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const string = (component: ICAL.Component, name: string) => {
    const value = component.getFirstPropertyValue(name);
    return value === null || value === undefined ? null : String(value);
  };
  const time = (component: ICAL.Component, name: string) =>
    (component.getFirstPropertyValue(name) as ICAL.Time | null) ?? null;
  const person = (property: ICAL.Property): ParsedPerson => ({
    name: String(property.getParameter('cn')),
    email: email(property.getFirstValue()),
  });
  return {
    method: string(calendar, 'method'),
    name: unescapeText(string(calendar, 'x-wr-calname')),
    timezone: unescapeText(string(calendar, 'x-wr-timezone')),
    events: calendar.getAllSubcomponents('vevent').map((event) => {
      const start = time(event, 'dtstart')!;
      const end = time(event, 'dtend')!;
      const organizer = event.getFirstProperty('organizer');
      const rrule = event.getFirstPropertyValue('rrule') as ICAL.Recur | null;
      return {
        uid: string(event, 'uid')!,
        sequence: Number(event.getFirstPropertyValue('sequence')),
        stamp: time(event, 'dtstamp')!.toJSDate(),
        lastModified: time(event, 'last-modified')?.toJSDate() ?? null,
        start: start.toJSDate(),
        end: end.toJSDate(),
        utc: start.zone?.tzid === 'UTC' && end.zone?.tzid === 'UTC',
        summary: string(event, 'summary')!,
        description: string(event, 'description'),
        location: string(event, 'location'),
        url: string(event, 'url'),
        status: string(event, 'status'),
        organizer: organizer ? person(organizer) : null,
        attendees: event.getAllProperties('attendee').map(person),
        rrule: rrule ? rrule.toString() : null,
        exdates: event
          .getAllProperties('exdate')
          .flatMap((property) => property.getValues() as ICAL.Time[])
          .map((at) => at.toJSDate()),
      };
    }),
  };
}

type NodeIcalValue = string | { val: string; params?: Record<string, unknown> } | undefined;
type NodeIcalPerson = { val: string; params?: Record<string, unknown> };

/** node-ical 0.27 leaves RFC 6868 escapes as written; a reader that shows the name applies them. */
const rfc6868 = (value: string) =>
  value.replace(/\^(\^|n|')/g, (_, char: string) => ({ '^': '^', n: '\n', "'": '"' })[char]!);

function nodeIcalParse(text: string): ParsedCalendar {
  const parsed = nodeIcal.sync.parseICS(text) as Record<string, Record<string, unknown>>;
  const calendar = parsed.vcalendar ?? {};
  const value = (field: unknown) => {
    const raw = field as NodeIcalValue;
    if (raw === undefined) return null;
    return typeof raw === 'string' ? raw : raw.val;
  };
  const person = (raw: NodeIcalPerson): ParsedPerson => ({
    name: rfc6868(String(raw.params?.CN ?? '')),
    email: email(raw.val),
  });
  const list = <T>(field: unknown): T[] => (field === undefined ? [] : Array.isArray(field) ? field : [field]) as T[];
  const events = Object.values(parsed).filter((entry) => entry.type === 'VEVENT');
  return {
    method: value(calendar.method),
    name: value(calendar['WR-CALNAME']),
    timezone: value(calendar['WR-TIMEZONE']),
    events: events.map((event) => {
      const start = event.start as Date & { tz?: string };
      const end = event.end as Date & { tz?: string };
      const rrule = event.rrule as { toString(): string } | undefined;
      return {
        uid: String(event.uid),
        sequence: Number(event.sequence),
        stamp: event.dtstamp as Date,
        lastModified: (event.lastmodified as Date | undefined) ?? null,
        start: new Date(start.getTime()),
        end: new Date(end.getTime()),
        utc: start.tz === 'Etc/UTC' && end.tz === 'Etc/UTC',
        summary: value(event.summary)!,
        description: value(event.description),
        location: value(event.location),
        url: value(event.url),
        status: value(event.status),
        organizer: event.organizer ? person(event.organizer as NodeIcalPerson) : null,
        attendees: list<NodeIcalPerson>(event.attendee).map(person),
        rrule: rrule ? rrule.toString() : null,
        exdates: Object.values((event.exdate as Record<string, Date> | undefined) ?? {}),
      };
    }),
  };
}

export const calendarParsers: readonly CalendarParser[] = [
  { name: 'ical.js', parse: icalJs },
  { name: 'node-ical', parse: nodeIcalParse },
];

/** A DQUOTE where RFC 5545 has none: inside a quoted parameter value, or in an unquoted one. */
function parameterProblem(line: string): string | null {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char !== '"') continue;
      quoted = false;
      if (!';:,'.includes(line[i + 1] ?? '')) return 'a DQUOTE inside a quoted parameter value';
    } else if (char === ':') {
      return null;
    } else if (char === '"') {
      if (!'=,'.includes(line[i - 1] ?? '')) return 'a DQUOTE inside a parameter value';
      quoted = true;
    }
  }
  return 'no value';
}

/**
 * What breaks RFC 5545 section 3.1 in `text`: a line not ended by CRLF (the last one too), a line over
 * 75 octets, a fold inside a UTF-8 character, a DQUOTE inside a quoted parameter value, a calendar
 * property after the first component. An empty list for a sound file.
 */
export function icsShapeProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith('END:VCALENDAR\r\n')) problems.push('does not end with END:VCALENDAR CRLF');
  if (/[^\r]\n|\r(?!\n)/.test(text)) problems.push('a bare LF or CR');
  const bytes = Buffer.from(text, 'utf8');
  let lineStart = 0;
  for (let i = 0; i < bytes.length - 1; i++) {
    if (bytes[i] !== 0x0d || bytes[i + 1] !== 0x0a) continue;
    const line = bytes.subarray(lineStart, i);
    if (line.length > 75) problems.push(`line of ${line.length} octets: ${line.toString('utf8')}`);
    // A continuation line starting inside a character begins with a UTF-8 continuation byte.
    if (line.length > 1 && line[0] === 0x20 && (line[1]! & 0xc0) === 0x80) problems.push('folded inside a character');
    lineStart = i + 2;
  }
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  for (const line of lines) {
    const problem = parameterProblem(line);
    if (problem) problems.push(`${problem}: ${line}`);
  }
  const firstComponent = lines.findIndex((line, index) => index > 0 && line.startsWith('BEGIN:'));
  const lastComponentEnd = lines.findLastIndex((line) => line.startsWith('END:') && line !== 'END:VCALENDAR');
  const after = lines.slice(lastComponentEnd + 1, -1);
  if (firstComponent > 0 && after.length)
    problems.push(`calendar properties after the components: ${after.join(', ')}`);
  return problems;
}
