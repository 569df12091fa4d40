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

/** "Ana Ruiz", "Ana Ruiz and Ben Cole", "3 students", "No students yet": who a session is with. */
export function describeAttendees(attendees: readonly Person[]): string {
  const [first, second] = attendees;
  if (!first) return 'No students yet';
  if (!second) return first.name;
  if (attendees.length === 2) return `${first.name} and ${second.name}`;
  return `${attendees.length} students`;
}
