'use client';

import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/presentation/cn';

type Props<V extends FieldValues, T> = {
  control: Control<V, unknown, T>;
  /** A yes/no field of the form. */
  name: FieldPathByValue<V, boolean>;
  id: string;
  label: ReactNode;
  className?: string;
};

/** One yes/no field of a react-hook-form form as a checkbox with its label beside it. */
export function CheckboxField<V extends FieldValues, T>({ control, name, id, label, className }: Props<V, T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className={cn('flex items-center gap-2', className)}>
          <Checkbox id={id} checked={field.value} onCheckedChange={(next) => field.onChange(next === true)} />
          <Label htmlFor={id} className="font-normal">
            {label}
          </Label>
        </div>
      )}
    />
  );
}
