'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch, type Resolver, type ResolverOptions } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import type { FormDialogControls } from '@/components/ui/form-dialog';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { SCHEDULE_ITEM_TYPE } from '@/components/public/schedule-item-labels';
import { ZCreateScheduleItemInput, type TCreateScheduleItemInput, type TScheduleItem } from '@/lib/catalogue/schemas';
import { friendlyIssueMessage } from './friendly-issue-message';

export type ScheduleItemValues = Required<z.input<typeof ZCreateScheduleItemInput>>;

const validate = zodResolver(ZCreateScheduleItemInput, { error: friendlyIssueMessage });

/** The API's create schema on what will be sent: milestones have no length, an empty description is none. */
const resolver: Resolver<ScheduleItemValues, unknown, TCreateScheduleItemInput> = (values, context, options) =>
  validate(
    {
      ...values,
      duration: values.type === 'milestone' ? null : values.duration,
      description: values.description?.trim() ? values.description : null,
    },
    context,
    // Same fields, only optional in the schema's input type.
    options as unknown as ResolverOptions<z.input<typeof ZCreateScheduleItemInput>>,
  ) as ReturnType<Resolver<ScheduleItemValues, unknown, TCreateScheduleItemInput>>;

const TYPE_OPTIONS = Object.entries(SCHEDULE_ITEM_TYPE).map(([value, { label }]) => ({ value, label }));
const nullableNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

type Props = Pick<FormDialogControls, 'formId' | 'onSavingChange'> & {
  initialValues: ScheduleItemValues;
  /** Creates or updates the item on the API. */
  send: (values: TCreateScheduleItemInput) => Promise<TScheduleItem>;
  onSaved: (item: TScheduleItem) => void;
};

/** Type, title, length (not for milestones), description and "optional" of a course item. */
export function ScheduleItemForm({ formId, initialValues, send, onSavingChange, onSaved }: Props) {
  const { form, onSubmit, formError } = useApiForm({
    resolver,
    defaultValues: initialValues,
    fallback: 'The item could not be saved.',
    submit: async (values: TCreateScheduleItemInput) => {
      onSavingChange(true);
      try {
        return await send(values);
      } finally {
        onSavingChange(false);
      }
    },
    onSuccess: onSaved,
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const { errors } = form.formState;
  const isOptional = useWatch({ control: form.control, name: 'isOptional' });

  return (
    <form id={formId} noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
      <FormAlert message={formError} />
      <FormField label="Type" error={errors.type?.message} hint={SCHEDULE_ITEM_TYPE[type].explanation}>
        <Select options={TYPE_OPTIONS} {...form.register('type')} />
      </FormField>
      <FormField label="Title" error={errors.title?.message} required>
        <Input autoComplete="off" {...form.register('title')} />
      </FormField>
      {type === 'milestone' ? null : (
        <FormField
          label="Length (minutes)"
          error={errors.duration?.message}
          required={type === 'live_session'}
          hint={type === 'async_content' ? 'Optional: about how long it takes.' : undefined}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={5}
            step={5}
            {...form.register('duration', { setValueAs: nullableNumber })}
          />
        </FormField>
      )}
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <div className="flex items-center gap-3">
        <Checkbox
          id={`${formId}-optional`}
          checked={isOptional}
          onCheckedChange={(checked) => form.setValue('isOptional', checked === true, { shouldDirty: true })}
        />
        <label htmlFor={`${formId}-optional`} className="text-sm font-medium">
          Optional for students
        </label>
      </div>
    </form>
  );
}
