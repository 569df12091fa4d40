'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
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
import { SCHEDULE_ITEM_TYPE, type ScheduleItemType } from '@/components/public/schedule-item-labels';
import { ZCreateScheduleItemInput, type TCreateScheduleItemInput, type TScheduleItem } from '@/lib/catalogue/schemas';
import { useFriendlyIssueMessage } from './use-friendly-issue-message';

export type ScheduleItemValues = Required<z.input<typeof ZCreateScheduleItemInput>>;

/**
 * The API's create schema on what will be sent: milestones have no length, an empty description is
 * none; `messages` words Zod's issues (useFriendlyIssueMessage).
 */
const resolverWith = (
  messages: z.core.$ZodErrorMap,
): Resolver<ScheduleItemValues, unknown, TCreateScheduleItemInput> => {
  const validate = zodResolver(ZCreateScheduleItemInput, { error: messages });
  return (values, context, options) =>
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
};

const TYPES = Object.keys(SCHEDULE_ITEM_TYPE) as ScheduleItemType[];
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
  const t = useTranslations('teacherServiceEditor.item');
  const typeName = useTranslations('publicService.outline.type');
  const { form, onSubmit, formError } = useApiForm({
    resolver: resolverWith(useFriendlyIssueMessage()),
    defaultValues: initialValues,
    fallback: t('fallback'),
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
      <FormField label={t('type')} error={errors.type?.message} hint={t(`explanation.${type}`)}>
        <Select options={TYPES.map((value) => ({ value, label: typeName(value) }))} {...form.register('type')} />
      </FormField>
      <FormField label={t('title')} error={errors.title?.message} required>
        <Input autoComplete="off" {...form.register('title')} />
      </FormField>
      {type === 'milestone' ? null : (
        <FormField
          label={t('length')}
          error={errors.duration?.message}
          required={type === 'live_session'}
          hint={type === 'async_content' ? t('lengthHint') : undefined}
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
      <FormField label={t('description')} error={errors.description?.message}>
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <div className="flex items-center gap-3">
        <Checkbox
          id={`${formId}-optional`}
          checked={isOptional}
          onCheckedChange={(checked) => form.setValue('isOptional', checked === true, { shouldDirty: true })}
        />
        <label htmlFor={`${formId}-optional`} className="text-sm font-medium">
          {t('optional')}
        </label>
      </div>
    </form>
  );
}
