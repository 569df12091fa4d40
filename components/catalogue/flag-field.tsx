'use client';

import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import type { ServiceEditorValues } from '@/lib/catalogue/service-editor-values';

type Props = { name: 'isTrial' | 'isUnlisted' | 'isPrivate' | 'allowsRecurring'; label: string; explanation: string };

/** A yes/no setting of a service with the sentence that says what it does. */
export function FlagField({ name, label, explanation }: Props) {
  const id = useId();
  const { control } = useFormContext<ServiceEditorValues>();
  const {
    field: { ref: checkboxRef, value, onChange, onBlur },
  } = useController({ control, name });
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        ref={checkboxRef}
        checked={value}
        onCheckedChange={(checked) => onChange(checked === true)}
        onBlur={onBlur}
        aria-describedby={`${id}-explanation`}
        className="mt-0.5"
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-foreground cursor-pointer text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-explanation`} className="text-muted-foreground text-xs leading-5">
          {explanation}
        </p>
      </div>
    </div>
  );
}
