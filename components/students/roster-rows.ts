import { statusTone } from '@/components/ui/status-badge';
import { formatDateTime, type Regional } from '@/lib/presentation/format';
import type { TStudentListRow } from '@/lib/students/response-schemas';
import type { RosterRow } from './roster-row';
import { suggestedActionTone } from './student-format';

export type RosterWords = {
  status: (status: TStudentListRow['status']) => string;
  action: (type: NonNullable<TStudentListRow['suggestedAction']>['type']) => string;
  /** A tag that is no longer the teacher's (deleted meanwhile). */
  tagFallback: string;
};

const dash = '—';

/** The page's students as roster rows (`RosterRow`), in the list's order. */
export function rosterRows(
  students: TStudentListRow[],
  tags: ReadonlyArray<{ id: string; name: string }>,
  words: RosterWords,
  timeZone: string,
  regional: Regional,
): RosterRow[] {
  const tagName = new Map(tags.map((tag) => [tag.id, tag.name]));
  const when = (iso: string | null, pattern: 'dayMonthYear' | 'dayMonthYearClock') =>
    iso ? formatDateTime(iso, timeZone, pattern, regional) : dash;
  return students.map((student) => ({
    id: student.id,
    name: student.name,
    email: student.family && student.email.endsWith('.invalid') ? null : student.email,
    family: student.family ? { ...student.family, minor: student.isMinor } : null,
    status: { tone: statusTone(student.status), label: words.status(student.status) },
    level: student.level ?? dash,
    credits: `${student.credits.available}/${student.credits.total}`,
    consistency: student.counts.consistency === null ? dash : `${student.counts.consistency}%`,
    lastContact: when(student.lastContact, 'dayMonthYear'),
    nextSession: when(student.nextSessionAt, 'dayMonthYearClock'),
    action: student.suggestedAction
      ? { tone: suggestedActionTone(student.suggestedAction), label: words.action(student.suggestedAction.type) }
      : null,
    tags: student.tagIds.map((id) => tagName.get(id) ?? words.tagFallback),
  }));
}
