'use client';

import { ArrowDown, ArrowUp, Check, ChevronsUpDown, Minus } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { RosterBulkActions, type BulkFailure } from './roster-bulk-actions';
import { RosterPortalButton } from './roster-portal-button';
import { useImpersonate } from './use-impersonate';
import type { RosterBadgeValue, RosterRow } from './roster-row';
import './roster-table.css';

export type RosterSortable = 'name' | 'status' | 'level';
/** A sortable column's header: where it leads (the next order) and how the list is sorted by it now. */
export type RosterSortHead = { href: string; sorted: 'asc' | 'desc' | null };

type Props = {
  rows: RosterRow[];
  sortHeads: Record<RosterSortable, RosterSortHead>;
  /** Under the table (the pages' links, rendered by the server). */
  children?: ReactNode;
};

/**
 * One page of the roster (issue 38). The server words and formats the rows (roster-rows.ts) and this
 * renders them with the page's one client state, the selection, and the bulk actions over it. The
 * rows carry no class lists: the layout (columns that wait for a wider screen, a card per row on a
 * phone) is roster-table.css, one class per column. The props hold each value once; the markup is
 * the only other copy.
 */
export function RosterTableView({ rows, sortHeads, children }: Props) {
  const t = useTranslations('teacherRoster.table');
  const column = useTranslations('teacherRoster.columns');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [failures, setFailures] = useState<BulkFailure[]>([]);
  const portal = useImpersonate();
  const onPage = rows.filter((row) => selected.has(row.id)).map(({ id, name }) => ({ id, name }));
  const all = rows.length > 0 && onPage.length === rows.length;
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const labels = {
    name: column('name'),
    status: column('status'),
    level: column('level'),
    credits: column('credits'),
    nextSession: column('nextSession'),
    suggestedAction: column('suggestedAction'),
  };
  const head = (field: RosterSortable, className: string) => (
    <SortHead className={className} label={labels[field]} {...sortHeads[field]} />
  );

  return (
    <div className="space-y-3">
      {failures.length > 0 ? <BulkFailures failures={failures} /> : null}
      {onPage.length > 0 ? (
        <RosterBulkActions
          selected={onPage}
          onDone={(failed) => {
            setFailures(failed);
            setSelected(new Set());
          }}
        />
      ) : null}
      <div className="border-border bg-surface overflow-hidden rounded-xl border shadow-sm">
        <div className="roster-scroll relative w-full overflow-x-auto overscroll-x-contain">
          <table className="roster-table w-full border-collapse text-sm">
            <caption className="sr-only">{t('caption')}</caption>
            <thead>
              <tr>
                <th className="rc-select">
                  <RosterCheckbox
                    label={t('selectAll')}
                    checked={all ? true : onPage.length > 0 ? 'indeterminate' : false}
                    onChange={(on) => setSelected(new Set(on ? rows.map((row) => row.id) : []))}
                  />
                </th>
                {head('name', 'rc-name')}
                {head('status', 'rc-status')}
                {head('level', 'rc-level')}
                <th className="rc-credits">{labels.credits}</th>
                <th className="rc-consistency">{column('consistency')}</th>
                <th className="rc-contact">{column('lastContact')}</th>
                <th className="rc-next">{labels.nextSession}</th>
                <th className="rc-action">{labels.suggestedAction}</th>
                <th className="rc-tags">{column('tags')}</th>
                <th className="rc-portal">
                  <span className="sr-only">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="rc-select">
                    <RosterCheckbox
                      label={t('selectOne', { name: row.name })}
                      checked={selected.has(row.id)}
                      onChange={(on) => toggle(row.id, on)}
                    />
                  </td>
                  <td className="rc-name">
                    <div>
                      <Link href={`/teacher/students/${row.id}`}>{row.name}</Link>
                      {row.email === null ? null : <p>{row.email}</p>}
                      {row.family ? (
                        <Link href={`/teacher/families/${row.family.id}`} className="roster-family">
                          {row.family.minor
                            ? t('familyMinor', { name: row.family.name })
                            : t('family', { name: row.family.name })}
                        </Link>
                      ) : null}
                      <TagList tags={row.tags} className="roster-tags roster-tags-inline" />
                    </div>
                  </td>
                  <td className="rc-status" data-label={labels.status}>
                    <RosterBadge value={row.status} dot />
                  </td>
                  <td className="rc-level" data-label={labels.level}>
                    {row.level}
                  </td>
                  <td className="rc-credits" data-label={labels.credits}>
                    {row.credits}
                  </td>
                  <td className="rc-consistency">{row.consistency}</td>
                  <td className="rc-contact">{row.lastContact}</td>
                  <td className="rc-next" data-label={labels.nextSession}>
                    {row.nextSession}
                  </td>
                  <td className="rc-action" data-label={labels.suggestedAction}>
                    {row.action ? <RosterBadge value={row.action} /> : '—'}
                  </td>
                  <td className="rc-tags">
                    <TagList tags={row.tags} className="roster-tags" />
                  </td>
                  <td className="rc-portal">
                    <RosterPortalButton
                      studentName={row.name}
                      loading={portal.openingFor === row.id}
                      onOpen={() => portal.open(row.id)}
                    />
                  </td>
                </tr>
              ))}
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={11} className="rc-nothing">
                    {t('nothing')}
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      </div>
      {children}
    </div>
  );
}

/** The students the last bulk action did not change, and why. */
function BulkFailures({ failures }: { failures: BulkFailure[] }) {
  const t = useTranslations('teacherRoster.bulk');
  return (
    <div role="alert" className="border-danger/25 bg-danger-soft text-danger-foreground rounded-lg border p-3 text-sm">
      <p className="font-medium">{t('failuresTitle')}</p>
      <ul className="list-disc pl-5">
        {failures.map((failure) => (
          <li key={failure.name}>{t('failure', { name: failure.name, error: failure.error })}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The design system's Checkbox (components/ui/checkbox.tsx, Radix) with its looks in roster-table.css
 * (`roster-check`), not its class list on each row's checkbox.
 */
function RosterCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean | 'indeterminate';
  onChange: (on: boolean) => void;
}) {
  return (
    <CheckboxPrimitive.Root
      className="roster-check"
      aria-label={label}
      checked={checked}
      onCheckedChange={(state) => onChange(state === true)}
    >
      <CheckboxPrimitive.Indicator>
        {checked === 'indeterminate' ? (
          <Minus strokeWidth={3} aria-hidden="true" />
        ) : (
          <Check strokeWidth={3} aria-hidden="true" />
        )}
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

/** A Badge whose looks are roster-table.css's (`data-badge`), not a class list per row. */
function RosterBadge({ value, dot }: { value: RosterBadgeValue; dot?: boolean }) {
  return (
    <span data-badge={value.tone}>
      {dot ? <span data-dot="" aria-hidden="true" /> : null}
      {value.label}
    </span>
  );
}

function TagList({ tags, className }: { tags: string[]; className: string }) {
  if (tags.length === 0) return null;
  return (
    <div className={className}>
      {tags.map((tag, index) => (
        <span key={index} data-badge="neutral">
          {tag}
        </span>
      ))}
    </div>
  );
}

/** A sortable column's header: a link to the next order (ascending, descending, then the list's own). */
function SortHead({ className, label, href, sorted }: RosterSortHead & { className: string; label: string }) {
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown;
  return (
    <th
      className={className}
      data-sort=""
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
    >
      <Link href={href} data-active={sorted ? '' : undefined}>
        {label}
        <Icon aria-hidden="true" />
      </Link>
    </th>
  );
}
