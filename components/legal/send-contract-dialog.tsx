'use client';

import { Send } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DatePicker } from '@/components/ui/date-picker';
import { FormDialog, type FormDialogControls } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { callApi } from '@/lib/client/call-api';
import { parseIsoDate, wallTimeToUtc } from '@/lib/core/time';
import { sendContractRoute } from '@/lib/legal/contracts';
import { ZSendContractInput, type TSendContractInput } from '@/lib/legal/acceptance/schemas';

type Options = {
  documents: { id: string; title: string; currentVersion: number }[];
  students: { id: string; name: string }[];
};

/** The dialog's fields, piped into the route's own body schema (the expiry date ends that day, in the teacher's zone). */
const sendForm = (zone: string) =>
  z
    .object({
      documentId: z.string().min(1, 'Choose a document'),
      studentIds: z.array(z.string()),
      expiresOn: z.string(),
    })
    .transform(({ expiresOn, ...values }) => ({
      ...values,
      expiresAt: expiresOn ? new Date(wallTimeToUtc(parseIsoDate(expiresOn), 24 * 60 - 1, zone)).toISOString() : null,
    }))
    // The route's schema, typed for this pipe (its input accepts exactly what the transform makes).
    .pipe(
      ZSendContractInput as z.ZodType<
        TSendContractInput,
        { documentId: string; studentIds: string[]; expiresAt: string | null }
      >,
    );

/** "Send to sign": a published document to one or more students, with an optional deadline. */
export function SendContractDialog({ options, timezone }: { options: Options; timezone: string }) {
  const t = useTranslations('teacherLegal.sendContract');
  return (
    <FormDialog
      trigger={
        <Button type="button" size="sm" disabled={!options.documents.length || !options.students.length}>
          <Send aria-hidden="true" /> {t('trigger')}
        </Button>
      }
      title={t('title')}
      description={t('description')}
      submitLabel={t('submit')}
      className="max-w-lg"
    >
      {(controls) => <SendContractForm options={options} timezone={timezone} {...controls} />}
    </FormDialog>
  );
}

function SendContractForm({
  options,
  timezone,
  formId,
  onSavingChange,
  close,
}: { options: Options; timezone: string } & FormDialogControls) {
  const router = useRouter();
  const t = useTranslations('teacherLegal.sendContract');
  const [search, setSearch] = useState('');
  const { form, onSubmit, formError } = useApiForm({
    schema: sendForm(timezone),
    defaultValues: { documentId: options.documents[0]?.id ?? '', studentIds: [], expiresOn: '' },
    fallback: t('failed'),
    fieldFor: (path) =>
      path === 'expiresAt' ? 'expiresOn' : path === 'documentId' || path === 'studentIds' ? path : null,
    submit: async (body) => {
      onSavingChange(true);
      try {
        return await callApi(sendContractRoute, { body });
      } finally {
        onSavingChange(false);
      }
    },
    onSuccess: (result) => {
      const skipped = result.alreadySigned.length;
      const count = result.sent.length;
      toast.success(skipped ? t('sentSkipped', { count, skipped }) : t('sent', { count }));
      close();
      router.refresh();
    },
  });
  const errors = form.formState.errors;
  const needle = search.trim().toLowerCase();
  const students = options.students.filter((student) => student.name.toLowerCase().includes(needle));

  return (
    <form id={formId} onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormAlert message={formError} />
      <FormField label={t('document')} required error={errors.documentId?.message}>
        <Select
          options={options.documents.map((doc) => ({
            value: doc.id,
            label: t('documentOption', { title: doc.title, version: doc.currentVersion }),
          }))}
          {...form.register('documentId')}
        />
      </FormField>
      <Controller
        control={form.control}
        name="studentIds"
        render={({ field, fieldState }) => (
          <fieldset className="space-y-2" aria-describedby={fieldState.error ? `${formId}-students-error` : undefined}>
            <legend className="text-foreground mb-1 text-sm font-medium">
              {t.rich('students', {
                count: field.value.length,
                chosen: (chunks) => <span className="text-muted-foreground font-normal">{chunks}</span>,
              })}
            </legend>
            <Input
              type="search"
              placeholder={t('search')}
              aria-label={t('searchLabel')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <ul className="border-border max-h-48 space-y-1 overflow-y-auto rounded-md border p-2">
              {students.map((student) => {
                const id = `${formId}-student-${student.id}`;
                const checked = field.value.includes(student.id);
                return (
                  <li key={student.id} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={checked}
                      onCheckedChange={(next) =>
                        field.onChange(
                          next === true
                            ? [...field.value, student.id]
                            : field.value.filter((value) => value !== student.id),
                        )
                      }
                    />
                    <Label htmlFor={id} className="font-normal">
                      {student.name}
                    </Label>
                  </li>
                );
              })}
              {students.length === 0 ? <li className="text-muted-foreground text-sm">{t('noMatch')}</li> : null}
            </ul>
            {fieldState.error ? (
              <p id={`${formId}-students-error`} role="alert" className="text-danger-foreground text-xs font-medium">
                {fieldState.error.message}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <Controller
        control={form.control}
        name="expiresOn"
        render={({ field, fieldState }) => (
          <FormField label={t('validUntil')} hint={t('validUntilHint')} error={fieldState.error?.message}>
            <DatePicker value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} clearable />
          </FormField>
        )}
      />
    </form>
  );
}
