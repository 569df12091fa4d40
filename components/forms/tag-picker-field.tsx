'use client';

import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { TagPicker, type PickableTag } from '@/components/ui/tag-picker';

type Props<V extends FieldValues, T> = {
  control: Control<V, unknown, T>;
  /** The form's list of tag ids. */
  name: FieldPathByValue<V, string[] | undefined>;
  tags: PickableTag[];
  empty: ReactNode;
  hideLegend?: boolean;
};

/** The tag picker as a field of a react-hook-form form, with its error under it. */
export function TagPickerField<V extends FieldValues, T>({ control, name, tags, empty, hideLegend }: Props<V, T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TagPicker
          tags={tags}
          value={field.value ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          hideLegend={hideLegend}
          empty={empty}
        />
      )}
    />
  );
}
