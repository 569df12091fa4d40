'use client';

import { useTranslations } from 'next-intl';
import { createContext, use, useState, type ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { RosterBulkActions, type BulkFailure } from './roster-bulk-actions';

type Student = { id: string; name: string };
type Selection = {
  selected: ReadonlySet<string>;
  all: boolean;
  some: boolean;
  toggle: (id: string, on: boolean) => void;
  toggleAll: (on: boolean) => void;
};

const SelectionContext = createContext<Selection | null>(null);

function useSelection(): Selection {
  const selection = use(SelectionContext);
  if (!selection) throw new Error('roster checkboxes live inside <RosterSelection>');
  return selection;
}

/**
 * The roster's one client state: which students of the page are selected. The server renders the
 * rows; the checkboxes in them read and change this, and the bulk actions (with the students that
 * were not changed) show above the table while any is selected.
 */
export function RosterSelection({ students, children }: { students: Student[]; children: ReactNode }) {
  const t = useTranslations('teacherRoster.bulk');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [failures, setFailures] = useState<BulkFailure[]>([]);
  const onPage = students.filter((student) => selected.has(student.id));
  const selection: Selection = {
    selected,
    all: students.length > 0 && onPage.length === students.length,
    some: onPage.length > 0,
    toggle: (id, on) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    toggleAll: (on) => setSelected(new Set(on ? students.map((student) => student.id) : [])),
  };

  return (
    <SelectionContext value={selection}>
      <div className="space-y-3">
        {failures.length > 0 ? (
          <div
            role="alert"
            className="border-danger/25 bg-danger-soft text-danger-foreground rounded-lg border p-3 text-sm"
          >
            <p className="font-medium">{t('failuresTitle')}</p>
            <ul className="list-disc pl-5">
              {failures.map((failure) => (
                <li key={failure.name}>{t('failure', { name: failure.name, error: failure.error })}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {onPage.length > 0 ? (
          <RosterBulkActions
            selected={onPage}
            onDone={(failed) => {
              setFailures(failed);
              setSelected(new Set());
            }}
          />
        ) : null}
        {children}
      </div>
    </SelectionContext>
  );
}

/** "Select all students on this page" (checked, partly checked, or not). */
export function RosterSelectAll({ label }: { label: string }) {
  const { all, some, toggleAll } = useSelection();
  return (
    <Checkbox
      aria-label={label}
      checked={all ? true : some ? 'indeterminate' : false}
      onCheckedChange={(checked) => toggleAll(checked === true)}
    />
  );
}

/** "Select Ada Lovelace". */
export function RosterSelectOne({ id, label }: { id: string; label: string }) {
  const { selected, toggle } = useSelection();
  return (
    <Checkbox
      aria-label={label}
      checked={selected.has(id)}
      onCheckedChange={(checked) => toggle(id, checked === true)}
    />
  );
}
