'use client';

import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

type Option = {
  id: string;
  label: string;
  /** The option's folder path in the library ("Grammar / Verbs"), shown before its name. */
  folder?: string;
};

/** "Grammar / Verbs / Past tense": where the item sits, so one among hundreds is easy to tell apart. */
const shownLabel = (option: Option) => (option.folder ? `${option.folder} / ${option.label}` : option.label);

type Props = {
  /** "template" or "resource": used in labels ("Template to link", "Link template"). */
  noun: string;
  options: Option[];
  pending: boolean;
  /** Links the chosen material; a refusal it throws is shown under the picker. */
  onLink: (id: string) => unknown;
};

/** `search` only narrows the list; `chosen` is the material to link. */
const ZPicker = z.object({ search: z.string(), chosen: z.string() });
type PickerValues = z.infer<typeof ZPicker>;

function narrow(options: Option[], { search, chosen }: PickerValues) {
  const needle = search.trim().toLowerCase();
  // Matches the name or the folder path, so "grammar" finds everything filed under Grammar.
  const shown = needle ? options.filter((option) => shownLabel(option).toLowerCase().includes(needle)) : options;
  // The choice is kept only while the search shows it.
  return { shown, selected: shown.some((option) => option.id === chosen) ? chosen : '' };
}

/**
 * A search box narrowing a select of the teacher's materials (by name or folder), and a button to
 * link the chosen one.
 */
export function MaterialPicker({ noun, options, pending, onLink }: Props) {
  const { form, onSubmit, formError } = useApiForm({
    schema: ZPicker,
    defaultValues: { search: '', chosen: '' },
    submit: async (values) => {
      const { selected } = narrow(options, values);
      if (selected) await onLink(selected);
    },
    fieldFor: () => null,
    fallback: `The ${noun} could not be linked.`,
  });
  const [search, chosen] = useWatch({ control: form.control, name: ['search', 'chosen'] });
  const searchId = useId();
  const { shown, selected } = narrow(options, { search, chosen });

  if (options.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">Every {noun} you have is already linked, or you have none yet.</p>
    );
  }
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label={`Link a ${noun}`}
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormField label={`Find a ${noun}`} id={searchId} className="w-full sm:w-44">
        <Input type="search" {...form.register('search')} />
      </FormField>
      <FormField label={`${noun[0]!.toUpperCase()}${noun.slice(1)} to link`} className="min-w-48 flex-1">
        <Select
          {...form.register('chosen')}
          value={selected}
          placeholder={shown.length ? `Choose a ${noun}…` : 'Nothing matches'}
          options={shown.map((option) => ({ value: option.id, label: shownLabel(option) }))}
        />
      </FormField>
      <Button type="submit" variant="secondary" loading={pending} disabled={!selected}>
        Link {noun}
      </Button>
      <FormAlert message={formError} />
    </form>
  );
}
