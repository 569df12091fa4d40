import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { SessionStatus } from '@/generated/prisma/enums';
import { humanizeStatus } from '@/components/ui/status-badge';
import { cn } from '@/lib/ui/cn';

type When = 'upcoming' | 'past';
type Props = { status: string; when: When };

const statusOptions = Object.values(SessionStatus).map((value) => ({ value, label: humanizeStatus(value) }));

const hrefFor = (when: When, status: string) => {
  const search = new URLSearchParams();
  if (status) search.set('status', status);
  if (when === 'past') search.set('when', 'past');
  const query = search.toString();
  return query ? `/teacher/sessions?${query}` : '/teacher/sessions';
};

/** Upcoming / past toggle and a status filter, both in the URL (a plain GET form: works without JS). */
export function SessionsFilter({ status, when }: Props) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <nav aria-label="Upcoming or past sessions" className="bg-surface-muted inline-flex w-fit rounded-lg p-1">
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
            {option === 'upcoming' ? 'Upcoming' : 'Past'}
          </Link>
        ))}
      </nav>
      <form method="get" action="/teacher/sessions" className="flex items-end gap-2" aria-label="Filter sessions">
        {when === 'past' ? <input type="hidden" name="when" value="past" /> : null}
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          Status
          <Select
            name="status"
            defaultValue={status}
            placeholder="All statuses"
            options={statusOptions}
            wrapperClassName="w-52"
          />
        </label>
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </form>
    </div>
  );
}
