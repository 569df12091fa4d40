'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { callApi } from '@/lib/client/call-api';
import { createInvoiceRoute } from '@/lib/invoices/contracts';
import type { TCreateInvoiceInput } from '@/lib/invoices/schemas';

type Student = { id: string; name: string };

type Translate = ReturnType<typeof useTranslations<'teacherInvoices.newInvoice'>>;

/** One line typed in major units ("60.50"), or the student's unbilled lessons; messages in the reader's language. */
const schemaFor = (t: Translate) =>
  z
    .object({
      studentId: z.uuid(t('chooseStudent')),
      source: z.enum(['lines', 'balance']),
      description: z.string().trim().max(300),
      quantity: z.number(t('enterNumber')).int().min(1, t('atLeastOne')),
      unitPrice: z.string().trim(),
    })
    .transform((values, ctx): TCreateInvoiceInput => {
      if (values.source === 'balance') return { studentId: values.studentId, fromBalance: true };
      if (!values.description) ctx.addIssue({ code: 'custom', path: ['description'], message: t('describe') });
      if (!/^\d+(\.\d{1,2})?$/.test(values.unitPrice)) {
        ctx.addIssue({ code: 'custom', path: ['unitPrice'], message: t('priceFormat') });
        return z.NEVER;
      }
      return {
        studentId: values.studentId,
        lines: [
          {
            description: values.description,
            quantity: values.quantity,
            unitAmount: Math.round(Number(values.unitPrice) * 100),
          },
        ],
      };
    });
type Values = z.input<ReturnType<typeof schemaFor>>;

/** "New invoice": a draft with one line (tax included, the teacher's rate) or from the student's balance. */
export function NewInvoiceDialog({ students }: { students: Student[] }) {
  const t = useTranslations('teacherInvoices.newInvoice');
  return (
    <FormDialog
      trigger={<Button>{t('trigger')}</Button>}
      title={t('title')}
      description={t('description')}
      submitLabel={t('submit')}
    >
      {({ formId, onSavingChange, close }) => (
        <NewInvoiceForm formId={formId} students={students} onSavingChange={onSavingChange} onCreated={close} />
      )}
    </FormDialog>
  );
}

type FormProps = {
  formId: string;
  students: Student[];
  onSavingChange: (saving: boolean) => void;
  onCreated: () => void;
};

function NewInvoiceForm({ formId, students, onSavingChange, onCreated }: FormProps) {
  const router = useRouter();
  const t = useTranslations('teacherInvoices.newInvoice');
  const schema = useMemo(() => schemaFor(t), [t]);
  const { form, onSubmit, formError } = useApiForm<Values, TCreateInvoiceInput, { id: string }>({
    schema,
    defaultValues: { studentId: '', source: 'lines', description: '', quantity: 1, unitPrice: '' },
    submit: async (body) => {
      onSavingChange(true);
      try {
        return await callApi(createInvoiceRoute, { body });
      } finally {
        onSavingChange(false);
      }
    },
    fieldFor: (path) => (path === 'studentId' ? 'studentId' : path.startsWith('lines') ? 'description' : null),
    codeFields: { NOTHING_TO_INVOICE: 'source' },
    onSuccess: (draft) => {
      toast.success(t('created'));
      onCreated();
      router.push(`/teacher/invoices/${draft.id}`);
    },
    fallback: t('failed'),
  });
  const { errors } = form.formState;
  const source = form.watch('source');
  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('title')}>
      <FormField label={t('student')} required error={errors.studentId?.message}>
        <Select
          placeholder={t('chooseStudent')}
          options={students.map((student) => ({ value: student.id, label: student.name }))}
          {...form.register('studentId')}
        />
      </FormField>
      <FormField label={t('bill')} error={errors.source?.message}>
        <Select
          options={[
            { value: 'lines', label: t('fromLines') },
            { value: 'balance', label: t('fromBalance') },
          ]}
          {...form.register('source')}
        />
      </FormField>
      {source === 'lines' ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField
            label={t('lineDescription')}
            required
            error={errors.description?.message}
            className="sm:col-span-3"
          >
            <Input {...form.register('description')} />
          </FormField>
          <FormField label={t('quantity')} required error={errors.quantity?.message}>
            <Input type="number" inputMode="numeric" min={1} {...form.register('quantity', { valueAsNumber: true })} />
          </FormField>
          <FormField
            label={t('unitPrice')}
            required
            error={errors.unitPrice?.message}
            hint={t('taxIncluded')}
            className="sm:col-span-2"
          >
            <Input inputMode="decimal" {...form.register('unitPrice')} />
          </FormField>
        </div>
      ) : null}
      <FormAlert message={formError} />
    </form>
  );
}
