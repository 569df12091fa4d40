import type { ParticipantStatus } from '@/generated/prisma/enums';

type Person = { id: string; name: string };

export type AttendanceSource<P extends Person> = {
  student: P | null;
  participants: readonly { status: ParticipantStatus; student: P }[];
};

/**
 * Who attends a session: its own student first (one-to-one lessons, or the group session's lead),
 * then every participant who has not cancelled, each student once. The one answer every view gives
 * (calendar, agenda, sessions list, session page): a one-to-one lesson is one student even when the
 * student also has a participant row.
 */
export function sessionAttendees<P extends Person>({ student, participants }: AttendanceSource<P>): P[] {
  const attendees = student ? [student] : [];
  const seen = new Set(attendees.map((person) => person.id));
  for (const participant of participants) {
    if (participant.status === 'cancelled' || seen.has(participant.student.id)) continue;
    seen.add(participant.student.id);
    attendees.push(participant.student);
  }
  return attendees;
}

/** The words of describeAttendees in a reader's language: a translator of a group with `none`, `two` and `many`. */
export type AttendeeWords = (key: 'none' | 'two' | 'many', values?: Record<string, string | number>) => string;

const englishAttendees: AttendeeWords = (key, values = {}) =>
  key === 'none'
    ? 'No students yet'
    : key === 'two'
      ? `${values.first} and ${values.second}`
      : `${values.count} students`;

/**
 * "Ana Ruiz", "Ana Ruiz and Ben Cole", "3 students", "No students yet": who a session is with; in
 * English, or in the words given (a translator of a catalogue group with `none`, `two`, `many`).
 */
export function describeAttendees(attendees: readonly Person[], say: AttendeeWords = englishAttendees): string {
  const [first, second] = attendees;
  if (!first) return say('none');
  if (!second) return first.name;
  if (attendees.length === 2) return say('two', { first: first.name, second: second.name });
  return say('many', { count: attendees.length });
}
