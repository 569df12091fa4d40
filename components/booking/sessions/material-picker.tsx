'use client';

import { useTranslations } from 'next-intl';
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
  /** What is linked: the labels name it ("Template to link", "Link template"). */
  kind: 'template' | 'resource';
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
export function MaterialPicker({ kind, options, pending, onLink }: Props) {
  const t = useTranslations('teacherSessionTools.materials');
  const say = (key: string) => t(`${kind}.${key}`);
  const { form, onSubmit, formError } = useApiForm({
    schema: ZPicker,
    defaultValues: { search: '', chosen: '' },
    submit: async (values) => {
      const { selected } = narrow(options, values);
      if (selected) await onLink(selected);
    },
    fieldFor: () => null,
    fallback: say('linkFailed'),
  });
  const [search, chosen] = useWatch({ control: form.control, name: ['search', 'chosen'] });
  const searchId = useId();
  const { shown, selected } = narrow(options, { search, chosen });

  if (options.length === 0) {
    return <p className="text-muted-foreground text-sm">{say('allLinked')}</p>;
  }
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label={say('form')}
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormField label={say('find')} id={searchId} className="w-full sm:w-44">
        <Input type="search" {...form.register('search')} />
      </FormField>
      <FormField label={say('toLink')} className="min-w-48 flex-1">
        <Select
          {...form.register('chosen')}
          value={selected}
          placeholder={shown.length ? say('choose') : t('nothingMatches')}
          options={shown.map((option) => ({ value: option.id, label: shownLabel(option) }))}
        />
      </FormField>
      <Button type="submit" variant="secondary" loading={pending} disabled={!selected}>
        {say('link')}
      </Button>
      <FormAlert message={formError} />
    </form>
  );
}
