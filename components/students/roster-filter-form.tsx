'use client';

import { Filter } from 'lucide-react';
import { usePathname, useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { studentStatusOptions } from './student-format';

type Props = {
  search: string;
  tagId: string;
  status: string;
  tags: { id: string; name: string }[];
  filtered: boolean;
};

/** Search, tag and status as URL search params: the server renders the filtered page. */
export function RosterFilterForm({ search, tagId, status, tags, filtered }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [values, setValues] = useState({ search, tagId, status });

  function navigate(params: URLSearchParams) {
    const query = params.toString();
    startTransition(() => router.push(query ? `${pathname}?${query}` : pathname, { scroll: false }));
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    if (values.search.trim()) params.set('search', values.search.trim());
    if (values.tagId) params.set('tagId', values.tagId);
    if (values.status) params.set('status', values.status);
    navigate(params);
  }

  function reset() {
    setValues({ search: '', tagId: '', status: '' });
    navigate(new URLSearchParams());
  }

  return (
    <form
      role="search"
      onSubmit={apply}
      aria-label="Filter students"
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <FormField label="Search" className="sm:w-64">
        <Input
          type="search"
          maxLength={100}
          placeholder="Name or e-mail"
          value={values.search}
          onChange={(event) => setValues({ ...values, search: event.target.value })}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <FormField label="Tag" className="sm:w-44">
          <Select
            value={values.tagId}
            onChange={(event) => setValues({ ...values, tagId: event.target.value })}
            placeholder="All tags"
            options={tags.map((tag) => ({ value: tag.id, label: tag.name }))}
          />
        </FormField>
        <FormField label="Status" className="sm:w-40">
          <Select
            value={values.status}
            onChange={(event) => setValues({ ...values, status: event.target.value })}
            placeholder="All statuses"
            options={studentStatusOptions}
          />
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
