'use client';

import { CircleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { TCurrentLegalDocument } from '@/lib/legal/schemas';
import { LegalMarkdown } from '@/components/legal/markdown';

type Props = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string;
  /** The teacher's current legal texts, readable in place (there is no public page for them). */
  documents: TCurrentLegalDocument[];
  teacherName: string;
};

/** The booking consent (`consentAccepted: true`), with the teacher's terms to read before agreeing. */
export function ConsentField({ checked, onCheckedChange, error, documents, teacherName }: Props) {
  const t = useTranslations('consent');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      {documents.length > 0 ? (
        <div className="space-y-1">
          {documents.map((document) => (
            <details key={document.versionId} className="text-sm">
              <summary className="text-primary cursor-pointer font-medium">
                {t('read', { teacher: teacherName, title: document.title })}
              </summary>
              <LegalMarkdown className="border-border mt-2 max-h-56 overflow-y-auto rounded-md border p-3">
                {document.bodyMarkdown}
              </LegalMarkdown>
            </details>
          ))}
        </div>
      ) : null}
      <div className="flex items-start gap-2">
        <Checkbox
          id={id}
          className="mt-0.5"
          checked={checked}
          onCheckedChange={(value) => onCheckedChange(value === true)}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Label htmlFor={id} required className="leading-5 font-normal">
          {t('agree')}
        </Label>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-danger-foreground flex items-start gap-1.5 text-xs font-medium">
          <CircleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The consent box bound to a booking form's `consentAccepted` field: ticking it validates at once. */
export function ConsentController<T extends FieldValues & { consentAccepted: boolean }, C, O>({
  control,
  documents,
  teacherName,
}: {
  control: Control<T, C, O>;
  documents: TCurrentLegalDocument[];
  teacherName: string;
}) {
  return (
    <Controller
      control={control}
      name={'consentAccepted' as Path<T>}
      render={({ field, fieldState }) => (
        <ConsentField
          checked={field.value === true}
          onCheckedChange={(checked) => {
            field.onChange(checked);
            field.onBlur();
          }}
          error={fieldState.error?.message}
          documents={documents}
          teacherName={teacherName}
        />
      )}
    />
  );
}

/** A booking form's refusal that belongs to no field, above its submit button. */
export function BookingFormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-danger-foreground flex items-start gap-2 text-sm font-medium">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}
