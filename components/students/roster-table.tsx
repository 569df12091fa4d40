import { getTranslations } from 'next-intl/server';
import { ListPagination } from '@/components/ui/list-pagination';
import type { Regional } from '@/lib/presentation/format';
import type { TStudentListRow } from '@/lib/students/response-schemas';
import { rosterRows } from './roster-rows';
import { rosterSortHref, type RosterSort } from './roster-sort';
import { RosterTableView, type RosterSortable, type RosterSortHead } from './roster-table-view';

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

const pathname = '/teacher/students';
const sortable: RosterSortable[] = ['name', 'status', 'level'];
const actionKeys = {
  credits_expiring: 'creditsExpiring',
  low_credits: 'lowCredits',
  no_next_session: 'noNextSession',
  inactive: 'inactive',
  pending_trial: 'pendingTrial',
} as const;

/**
 * One page of the roster (issue 38, decision 0182): the rows worded and formatted here, handed to the
 * client table as plain values (each once in the page's payload), and the pages' links as server
 * markup. Sorting and paging are links: the server reads `sort`, `direction` and `page` from the URL.
 */
export async function RosterTable({ students, tags, sort, pagination, params, timeZone, regional }: Props) {
  const t = await getTranslations('teacherRoster');
  const rows = rosterRows(
    students,
    tags,
    {
      status: (status) => t(`status.${status}`),
      action: (type) => t(`suggestedAction.${actionKeys[type]}`),
      tagFallback: t('table.tagFallback'),
    },
    timeZone,
    regional,
  );
  const sortHeads = Object.fromEntries(
    sortable.map((field): [RosterSortable, RosterSortHead] => [
      field,
      {
        href: rosterSortHref(pathname, params, field, sort),
        sorted: sort.field === field ? sort.direction : null,
      },
    ]),
  ) as Record<RosterSortable, RosterSortHead>;

  return (
    <RosterTableView rows={rows} sortHeads={sortHeads}>
      <ListPagination {...pagination} pathname={pathname} params={params} label={t('table.pages')} />
    </RosterTableView>
  );
}
