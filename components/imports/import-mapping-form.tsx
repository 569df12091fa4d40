'use client';

import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { studentImportFields, type TImportMapping, type TStudentImportField } from '@/lib/imports/schemas';

export const fieldLabels: Record<TStudentImportField, string> = {
  name: 'Full name',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  timezone: 'Time zone',
  level: 'Level',
  status: 'Status',
  goals: 'Goals',
  notes: 'Notes',
  payer: 'Payer (family)',
  payerEmail: "Payer's e-mail (family)",
};

type Props = {
  columns: string[];
  mapping: TImportMapping;
  onChange: (mapping: TImportMapping) => void;
  onApply: () => void;
  pending: boolean;
};

/** Which column of the file fills each student field; "Apply mapping" previews the file again with it. */
export function ImportMappingForm({ columns, mapping, onChange, onApply, pending }: Props) {
  return (
    <form
      aria-label="Column mapping"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {studentImportFields.map((field) => (
          <div key={field} className="space-y-1">
            <Label htmlFor={`mapping-${field}`}>{fieldLabels[field]}</Label>
            <Select
              id={`mapping-${field}`}
              value={mapping[field] ?? ''}
              placeholder="Not in the file"
              options={columns.map((column) => ({ value: column, label: column }))}
              onChange={(event) => onChange({ ...mapping, [field]: event.target.value })}
            />
          </div>
        ))}
      </div>
      <Button type="submit" variant="secondary" loading={pending}>
        Apply mapping
      </Button>
    </form>
  );
}
