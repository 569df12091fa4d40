'use client';

import { Filter } from 'lucide-react';
import { usePathname, useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

const STATUS_OPTIONS = [
  { value: 'succeeded', label: 'Succeeded' },
  { value: 'partially_refunded', label: 'Partially refunded' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
];

type Props = { status: string; from: string; to: string; filtered: boolean };

/** Status and paid-date range as URL search params: the server renders the filtered list and KPIs. */
export function PaymentsFilterForm({ status, from, to, filtered }: Props) {
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
    if (values.from && values.to && values.from > values.to) {
      setError('The end date is before the start date');
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
    setValues({ status: '', from: '', to: '' });
    setError(null);
    navigate(new URLSearchParams());
  }

  return (
    <form
      onSubmit={apply}
      aria-label="Filter payments"
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,12rem))_auto] lg:items-end"
    >
      <FormField label="Status">
        <Select
          name="status"
          value={values.status}
          onChange={(event) => setValues((current) => ({ ...current, status: event.target.value }))}
          placeholder="All statuses"
          options={STATUS_OPTIONS}
        />
      </FormField>
      <FormField label="Paid from">
        <Input
          type="date"
          name="from"
          value={values.from}
          onChange={(event) => setValues((current) => ({ ...current, from: event.target.value }))}
        />
      </FormField>
      <FormField label="Paid until" error={error}>
        <Input
          type="date"
          name="to"
          value={values.to}
          onChange={(event) => setValues((current) => ({ ...current, to: event.target.value }))}
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" variant="secondary" loading={pending}>
          <Filter aria-hidden="true" /> Apply
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
