'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { studentImportFields, type TImportMapping } from '@/lib/imports/schemas';

type Props = {
  columns: string[];
  mapping: TImportMapping;
  onChange: (mapping: TImportMapping) => void;
  onApply: () => void;
  pending: boolean;
};

/** Which column of the file fills each student field; "Apply mapping" previews the file again with it. */
export function ImportMappingForm({ columns, mapping, onChange, onApply, pending }: Props) {
  const t = useTranslations('teacherImports.mapping');
  return (
    <form
      aria-label={t('label')}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {studentImportFields.map((field) => (
          <div key={field} className="space-y-1">
            <Label htmlFor={`mapping-${field}`}>{t(`fields.${field}`)}</Label>
            <Select
              id={`mapping-${field}`}
              value={mapping[field] ?? ''}
              placeholder={t('notInFile')}
              options={columns.map((column) => ({ value: column, label: column }))}
              onChange={(event) => onChange({ ...mapping, [field]: event.target.value })}
            />
          </div>
        ))}
      </div>
      <Button type="submit" variant="secondary" loading={pending}>
        {t('apply')}
      </Button>
    </form>
  );
}
