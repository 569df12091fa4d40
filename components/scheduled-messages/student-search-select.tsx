'use client';

import { Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

type Props = Omit<ComponentProps<typeof Select>, 'options'> & {
  students: ReadonlyArray<{ id: string; name: string }>;
};

/** Above this many students a search box narrows the list (a native select stays phone-friendly). */
const searchFrom = 8;

/**
 * A student picker: the native select (its label and errors come from FormField), with a search box
 * that narrows its options by name when the roster is long. The chosen student always stays listed.
 */
export function StudentSearchSelect({ students, value, ...select }: Props) {
  const t = useTranslations('teacherMessages.studentSearch');
  const [search, setSearch] = useState('');
  const needle = search.trim().toLocaleLowerCase();
  const shown = needle
    ? students.filter((student) => student.id === value || student.name.toLocaleLowerCase().includes(needle))
    : students;
  return (
    <div className="flex flex-col gap-2">
      {students.length > searchFrom ? (
        <div className="relative">
          <Search
            className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('search')}
            aria-label={t('search')}
            className="pl-9"
          />
        </div>
      ) : null}
      <Select
        value={value}
        placeholder={shown.length ? t('choose') : t('noMatch')}
        options={shown.map((student) => ({ value: student.id, label: student.name }))}
        {...select}
      />
    </div>
  );
}
