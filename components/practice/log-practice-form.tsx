'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { z } from 'zod';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { callApi } from '@/lib/client/call-api';
import { createPracticeLogRoute } from '@/lib/practice/contracts';
import { ZCreatePracticeLogInput } from '@/lib/practice/schemas';

const ZForm = ZCreatePracticeLogInput.pick({ minutes: true, note: true }).extend({
  minutes: z.coerce.number<string | number>().pipe(ZCreatePracticeLogInput.shape.minutes),
});
type Values = z.input<typeof ZForm>;

/** The quick "log today" form: minutes (1-600) and an optional note, for today in the student's zone. */
export function LogPracticeForm({ today }: { today: string }) {
  const t = useTranslations('practice.form');
  const router = useRouter();
  const { form, onSubmit, formError } = useApiForm({
    schema: ZForm,
    defaultValues: { minutes: '' as unknown as number, note: '' } as Values,
    submit: (values) =>
      callApi(createPracticeLogRoute, { body: { practisedOn: today, minutes: values.minutes, note: values.note || null } }),
    onSuccess: () => {
      form.reset({ minutes: '' as unknown as number, note: '' });
      toast.success(t('logged'));
      router.refresh();
    },
    fallback: t('failed'),
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label={t('label')}>
      <FormField label={t('minutes')} error={errors.minutes?.message} className="sm:w-36">
        <Input type="number" inputMode="numeric" min={1} max={600} {...form.register('minutes')} />
      </FormField>
      <FormField label={t('note')} hint={t('noteHint')} error={errors.note?.message} className="sm:flex-1">
        <Input {...form.register('note')} />
      </FormField>
      <Button type="submit" loading={isSubmitting}>
        {t('submit')}
      </Button>
      {formError ? (
        <p role="alert" className="text-danger-foreground text-sm font-medium">
          {formError}
        </p>
      ) : null}
    </form>
  );
}
