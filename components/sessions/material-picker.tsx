'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

type Option = { id: string; label: string };

type Props = {
  /** "template" or "resource": used in labels ("Template to link", "Link template"). */
  noun: string;
  options: Option[];
  pending: boolean;
  onLink: (id: string) => void;
};

/** A search box narrowing a select of the teacher's materials, and a button to link the chosen one. */
export function MaterialPicker({ noun, options, pending, onLink }: Props) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState('');
  const searchId = useId();
  const needle = search.trim().toLowerCase();
  const shown = needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
  const selected = shown.some((option) => option.id === chosen) ? chosen : '';

  if (options.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">Every {noun} you have is already linked, or you have none yet.</p>
    );
  }
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label={`Link a ${noun}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (selected) onLink(selected);
      }}
    >
      <FormField label={`Find a ${noun}`} id={searchId} className="w-full sm:w-44">
        <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </FormField>
      <FormField label={`${noun[0]!.toUpperCase()}${noun.slice(1)} to link`} className="min-w-48 flex-1">
        <Select
          value={selected}
          onChange={(event) => setChosen(event.target.value)}
          placeholder={shown.length ? `Choose a ${noun}…` : 'Nothing matches'}
          options={shown.map((option) => ({ value: option.id, label: option.label }))}
        />
      </FormField>
      <Button type="submit" variant="secondary" loading={pending} disabled={!selected}>
        Link {noun}
      </Button>
    </form>
  );
}
