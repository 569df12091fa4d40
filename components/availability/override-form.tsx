'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch, type Resolver, type ResolverOptions } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { friendlyIssueMessage } from '@/components/services/friendly-issue-message';
import { sendJson } from '@/components/services/send-json';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { overrideShapeIssues } from '@/lib/availability/override-shape';
import { ZCreateOverrideInput, type TCreateOverrideInput, type TOverride } from '@/lib/availability/schemas';
import { addShapeIssues } from './add-shape-issues';
import { formatLocalDate } from './local-date';
import { OVERRIDE_KINDS, emptyOverrideValues, toOverrideInput, type OverrideFormValues } from './override-form-values';

const validate = zodResolver(ZCreateOverrideInput, { error: friendlyIssueMessage });

/** The API's schema on the body that will be sent (a closed day drops any typed times). */
const resolver: Resolver<OverrideFormValues, unknown, TCreateOverrideInput> = async (values, context, options) => {
  const input = toOverrideInput(values);
  const result = await validate(
    input,
    context,
    options as unknown as ResolverOptions<z.input<typeof ZCreateOverrideInput>>,
  );
  return addShapeIssues(
    result as Awaited<ReturnType<Resolver<OverrideFormValues, unknown, TCreateOverrideInput>>>,
    overrideShapeIssues(input),
  );
};

const FIELDS = new Set(['date', 'startTime', 'endTime', 'reason']);

/** Adds a closed day, blocked hours or extra hours on one date, in the teacher's zone. */
export function OverrideForm({ timezone, today }: { timezone: string; today: string }) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<OverrideFormValues, unknown, TCreateOverrideInput>({
    defaultValues: emptyOverrideValues(),
    resolver,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const submitLabel = OVERRIDE_KINDS.find((option) => option.value === kind)?.submit ?? 'Add closed day';

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    const answer = await sendJson<TOverride>('POST', '/api/teacher/availability-overrides', input);
    if (!answer.ok) {
      let placed = 0;
      for (const detail of answer.error?.details ?? []) {
        if (!FIELDS.has(detail.path)) continue;
        const field = detail.path as 'date' | 'startTime' | 'endTime' | 'reason';
        form.setError(field, { message: detail.message }, { shouldFocus: placed === 0 });
        placed += 1;
      }
      if (placed === 0) setFormError(answer.error?.message ?? 'The date could not be saved. Try again.');
      return;
    }
    toast.success(`${formatLocalDate(answer.data.date)} saved`);
    form.reset({ ...emptyOverrideValues(), kind: form.getValues('kind') });
    router.refresh();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Add a date exception">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label="Date" required error={errors.date?.message} hint={`A day in ${timezone}`}>
          <Input type="date" min={today} {...form.register('date')} />
        </FormField>
        <FormField label="What changes" required>
          <Select options={OVERRIDE_KINDS.map(({ value, label }) => ({ value, label }))} {...form.register('kind')} />
        </FormField>
        {kind === 'closed' ? null : (
          <>
            <FormField label="From" required error={errors.startTime?.message} hint="HH:mm, 24-hour clock">
              <Input inputMode="numeric" placeholder="09:00" maxLength={5} {...form.register('startTime')} />
            </FormField>
            <FormField label="To" required error={errors.endTime?.message} hint="24:00 is midnight">
              <Input inputMode="numeric" placeholder="13:00" maxLength={5} {...form.register('endTime')} />
            </FormField>
          </>
        )}
      </div>
      <FormField label="Note" error={errors.reason?.message} hint="For you, e.g. “Holiday”">
        <Input autoComplete="off" maxLength={200} {...form.register('reason')} />
      </FormField>
      {formError ? (
        <p role="alert" className="bg-danger-soft text-danger-foreground rounded-md px-3 py-2 text-sm">
          {formError}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
