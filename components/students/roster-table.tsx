import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { BadgeTone } from '@/components/ui/badge';
import { ListPagination } from '@/components/ui/list-pagination';
import { statusTone } from '@/components/ui/status-badge';
import { formatDateTime, type Regional } from '@/lib/presentation/format';
import type { TStudentListRow } from '@/lib/students/response-schemas';
import { ImpersonateButton } from './impersonate-button';
import { rosterSortHref, type RosterSort } from './roster-sort';
import { RosterSelectAll, RosterSelectOne, RosterSelection } from './roster-selection';
import { suggestedActionTone } from './student-format';
import './roster-table.css';

type Tag = { id: string; name: string; color: string | null };
type Props = {
  students: TStudentListRow[];
  tags: Tag[];
  /** The server's order (the URL's `sort` and `direction`). */
  sort: RosterSort;
  /** `totalCapped`: more than `total` students match (the roster's count stops, decision 0086). */
  pagination: { page: number; limit: number; total: number; totalCapped: boolean };
  /** The page's own search params: sort links and pages keep the filters. */
  params: Record<string, string | undefined>;
  /** The teacher's zone: dates and times are shown in it. */
  timeZone: string;
  regional: Regional;
};

type Translate = Awaited<ReturnType<typeof getTranslations<'teacherRoster'>>>;

const pathname = '/teacher/students';
const dash = '—';
const actionKeys = {
  credits_expiring: 'creditsExpiring',
  low_credits: 'lowCredits',
  no_next_session: 'noNextSession',
  inactive: 'inactive',
  pending_trial: 'pendingTrial',
} as const;

/**
 * One page of the roster as server markup (issue 38): rows, links and badges are HTML, and only the
 * checkboxes, the bulk actions and the "view portal" buttons are client islands. The layout (columns
 * that wait for a wider screen, a card per row on a phone) is in roster-table.css, keyed on `data-col`
 * and `data-card`, so a row carries no class lists. Sorting and paging are links: the server reads
 * `sort`, `direction` and `page` from the URL.
 */
export async function RosterTable({ students, tags, sort, pagination, params, timeZone, regional }: Props) {
  const t = await getTranslations('teacherRoster');
  const tagById = new Map(tags.map((tag) => [tag.id, tag]));
  const when = (iso: string | null, pattern: 'dayMonthYear' | 'dayMonthYearClock') =>
    iso ? formatDateTime(iso, timeZone, pattern, regional) : dash;
  const tagList = (ids: string[], className?: string) =>
    ids.length === 0 ? null : (
      <div className={className}>
        {ids.map((id) => (
          <RosterBadge key={id}>{tagById.get(id)?.name ?? t('table.tagFallback')}</RosterBadge>
        ))}
      </div>
    );
  const head = (field: RosterSort['field'], label: string, col?: string, card = 'secondary') => (
    <SortHead field={field} label={label} sort={sort} params={params} col={col} card={card} />
  );

  return (
    <RosterSelection students={students.map(({ id, name }) => ({ id, name }))}>
      <div className="border-border bg-surface overflow-hidden rounded-xl border shadow-sm">
        <div className="roster-scroll relative w-full overflow-x-auto overscroll-x-contain">
          <table className="roster-table w-full border-collapse text-sm">
            <caption className="sr-only">{t('table.caption')}</caption>
            <thead>
              <tr>
                <th data-card="select">
                  <RosterSelectAll label={t('table.selectAll')} />
                </th>
                {head('name', t('columns.name'), undefined, 'title')}
                {head('status', t('columns.status'), undefined, 'primary')}
                {head('level', t('columns.level'), 'wide')}
                <th data-col="md">{t('columns.credits')}</th>
                <th data-col="wide">{t('columns.consistency')}</th>
                <th data-col="wide">{t('columns.lastContact')}</th>
                <th data-col="lg">{t('columns.nextSession')}</th>
                <th data-col="md">{t('columns.suggestedAction')}</th>
                <th data-col="wide">{t('columns.tags')}</th>
                <th data-align="right">
                  <span className="sr-only">{t('table.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {students.map((student) => (
                <tr key={student.id}>
                  <td data-card="select">
                    <RosterSelectOne id={student.id} label={t('table.selectOne', { name: student.name })} />
                  </td>
                  <td data-card="title" data-label={t('columns.name')}>
                    <div className="max-w-64 min-w-0">
                      <Link href={`${pathname}/${student.id}`} className="text-foreground font-medium hover:underline">
                        {student.name}
                      </Link>
                      {/* A member booked without an address of their own (`.invalid`) is reached through their family. */}
                      {student.family && student.email.endsWith('.invalid') ? null : (
                        <p className="text-muted-foreground truncate text-xs">{student.email}</p>
                      )}
                      {student.family ? <FamilyLink family={student.family} minor={student.isMinor} t={t} /> : null}
                      {tagList(student.tagIds, 'roster-tags mt-1 2xl:hidden')}
                    </div>
                  </td>
                  <td data-card="primary" data-label={t('columns.status')}>
                    <RosterBadge tone={statusTone(student.status)} dot>
                      {t(`status.${student.status}`)}
                    </RosterBadge>
                  </td>
                  <td data-col="wide" data-label={t('columns.level')}>
                    {student.level ?? dash}
                  </td>
                  <td data-col="md" data-card="primary" data-num="" data-label={t('columns.credits')}>
                    {`${student.credits.available}/${student.credits.total}`}
                  </td>
                  <td data-col="wide" data-card="hidden" data-num="">
                    {student.counts.consistency === null ? dash : `${student.counts.consistency}%`}
                  </td>
                  <td data-col="wide" data-card="hidden" data-nowrap="">
                    {when(student.lastContact, 'dayMonthYear')}
                  </td>
                  <td data-col="lg" data-card="primary" data-nowrap="" data-label={t('columns.nextSession')}>
                    {when(student.nextSessionAt, 'dayMonthYearClock')}
                  </td>
                  <td data-col="md" data-label={t('columns.suggestedAction')}>
                    {student.suggestedAction ? (
                      <RosterBadge tone={suggestedActionTone(student.suggestedAction)}>
                        {t(`suggestedAction.${actionKeys[student.suggestedAction.type]}`)}
                      </RosterBadge>
                    ) : (
                      dash
                    )}
                  </td>
                  <td data-col="wide" data-card="hidden">
                    {tagList(student.tagIds, 'roster-tags')}
                  </td>
                  <td data-card="actions" data-align="right">
                    <ImpersonateButton studentId={student.id} studentName={student.name} compact />
                  </td>
                </tr>
              ))}
              {students.length === 0 ? (
                <tr>
                  <td colSpan={11} data-card="nothing" className="text-muted-foreground text-center">
                    {t('table.nothing')}
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      </div>
      <ListPagination {...pagination} pathname={pathname} params={params} label={t('table.pages')} />
    </RosterSelection>
  );
}

/** A Badge whose looks are roster-table.css's (`data-badge`), not a class list per row. */
function RosterBadge({ tone = 'neutral', dot, children }: { tone?: BadgeTone; dot?: boolean; children: ReactNode }) {
  return (
    <span data-badge={tone}>
      {dot ? <span data-dot="" aria-hidden="true" /> : null}
      {children}
    </span>
  );
}

type SortHeadProps = {
  field: RosterSort['field'];
  label: string;
  sort: RosterSort;
  params: Record<string, string | undefined>;
  col?: string;
  card: string;
};

/** A sortable column's header: a link to the next order (ascending, descending, then the list's own). */
function SortHead({ field, label, sort, params, col, card }: SortHeadProps) {
  const sorted = sort.field === field ? sort.direction : null;
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown;
  return (
    <th
      data-col={col}
      data-card={card}
      data-sort=""
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
    >
      <Link href={rosterSortHref(pathname, params, field, sort)} data-active={sorted ? '' : undefined}>
        {label}
        <Icon aria-hidden="true" />
      </Link>
    </th>
  );
}

/** The student's family as a small link to its page ("Family: Rossi", "minor" when they are). */
function FamilyLink({ family, minor, t }: { family: { id: string; name: string }; minor: boolean; t: Translate }) {
  return (
    <Link
      href={`/teacher/families/${family.id}`}
      className="text-primary mt-1 inline-block text-xs font-medium hover:underline"
    >
      {t(minor ? 'table.familyMinor' : 'table.family', { name: family.name })}
    </Link>
  );
}
