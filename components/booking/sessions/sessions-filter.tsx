'use client';

import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { parseAsInteger, parseAsString } from 'nuqs';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { SessionStatus } from '@/generated/prisma/enums';
import { useUrlFilters } from '@/components/ui/use-url-filters';
import { cn } from '@/lib/presentation/cn';

type When = 'upcoming' | 'past';
type Props = { status: string; when: When };

const hrefFor = (when: When, status: string) => {
  const search = new URLSearchParams();
  if (status) search.set('status', status);
  if (when === 'past') search.set('when', 'past');
  const query = search.toString();
  return query ? `/teacher/sessions?${query}` : '/teacher/sessions';
};

/** Filtering by status starts again at page 1. */
const parsers = { status: parseAsString, page: parseAsInteger };

/**
 * Upcoming / past toggle and a status filter, both in the URL. The filter is a GET form (it works
 * before the script loads); with it, the choice goes to the URL through useUrlFilters.
 */
export function SessionsFilter({ status, when }: Props) {
  const t = useTranslations('teacherSessionTools.filter');
  const statusName = useTranslations('teacherSessions.status');
  const statusOptions = Object.values(SessionStatus).map((value) => ({ value, label: statusName(value) }));
  const { update, isPending } = useUrlFilters(parsers);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <nav aria-label={t('when')} className="bg-surface-muted inline-flex w-fit rounded-lg p-1">
        {(['upcoming', 'past'] as const).map((option) => (
          <Link
            key={option}
            href={hrefFor(option, status)}
            aria-current={option === when ? 'page' : undefined}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium',
              option === when ? 'bg-surface text-foreground shadow-xs' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {t(option)}
          </Link>
        ))}
      </nav>
      <form
        method="get"
        action="/teacher/sessions"
        className="flex items-end gap-2"
        aria-label={t('form')}
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = new FormData(event.currentTarget).get('status');
          void update({ status: typeof chosen === 'string' && chosen ? chosen : null });
        }}
      >
        {when === 'past' ? <input type="hidden" name="when" value="past" /> : null}
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t('status')}
          <Select
            name="status"
            defaultValue={status}
            placeholder={t('allStatuses')}
            options={statusOptions}
            wrapperClassName="w-52"
          />
        </label>
        <Button type="submit" variant="secondary" loading={isPending}>
          {t('submit')}
        </Button>
      </form>
    </div>
  );
}
