'use client';

import { Filter } from 'lucide-react';
import { usePathname, useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

const STATUS_OPTIONS = [
  { value: 'draft', label: 'Draft' },
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
  { value: 'archived', label: 'Archived' },
];

export type ServicesFilterFormProps = {
  status: string;
  /** The range applied (the month by default), `to` excluded. */
  from: string;
  to: string;
  /** Whether the URL carries any filter (shows "Reset"). */
  filtered: boolean;
};

/** Status and date range as URL search params: the server renders the filtered list. */
export function ServicesFilterForm({ status, from, to, filtered }: ServicesFilterFormProps) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [values, setValues] = useState({ status, from, to });
  const [error, setError] = useState<string | null>(null);

  function navigate(params: URLSearchParams) {
    const query = params.toString();
    startTransition(() => router.push(query ? `${pathname}?${query}` : pathname, { scroll: false }));
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (values.from && values.to && values.from >= values.to) {
      setError('The end date must be after the start date');
      return;
    }
    setError(null);
    const params = new URLSearchParams();
    if (values.status) params.set('status', values.status);
    if (values.from) params.set('from', values.from);
    if (values.to) params.set('to', values.to);
    navigate(params);
  }

  function reset() {
    setError(null);
    setValues({ status: '', from: '', to: '' });
    navigate(new URLSearchParams());
  }

  return (
    <form
      onSubmit={apply}
      aria-label="Filter services"
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <FormField label="Status" className="sm:w-40">
        <Select
          value={values.status}
          onChange={(event) => setValues({ ...values, status: event.target.value })}
          placeholder="All statuses"
          options={STATUS_OPTIONS}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <FormField label="Sessions from" className="sm:w-44">
          <Input
            type="date"
            value={values.from}
            onChange={(event) => setValues({ ...values, from: event.target.value })}
          />
        </FormField>
        <FormField label="Before" error={error} className="sm:w-44">
          <Input type="date" value={values.to} onChange={(event) => setValues({ ...values, to: event.target.value })} />
        </FormField>
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="secondary" loading={pending}>
          <Filter aria-hidden="true" />
          Apply
        </Button>
        {filtered ? (
          <Button type="button" variant="ghost" onClick={reset} disabled={pending}>
            Reset
          </Button>
        ) : null}
      </div>
    </form>
  );
}
