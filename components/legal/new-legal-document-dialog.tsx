'use client';

import { Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormDialog, type FormDialogControls } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { callApi } from '@/lib/client/call-api';
import { createLegalDocumentRoute } from '@/lib/legal/contracts';
import { ZCreateLegalDocumentInput, maxLegalTitleLength } from '@/lib/legal/documents/schemas';
import { documentTypes } from './legal-badges';

/** "New document": type, title, order and acceptance; opens the editor once created. */
export function NewLegalDocumentDialog({ nextOrder }: { nextOrder: number }) {
  const t = useTranslations('teacherLegal.newDocument');
  return (
    <FormDialog
      trigger={
        <Button type="button" size="sm">
          <Plus aria-hidden="true" /> {t('trigger')}
        </Button>
      }
      title={t('title')}
      description={t('description')}
      submitLabel={t('submit')}
    >
      {(controls) => <NewLegalDocumentForm nextOrder={nextOrder} {...controls} />}
    </FormDialog>
  );
}

function NewLegalDocumentForm({
  nextOrder,
  formId,
  onSavingChange,
  close,
}: { nextOrder: number } & FormDialogControls) {
  const router = useRouter();
  const t = useTranslations('teacherLegal');
  const typeOptions = documentTypes.map((value) => ({ value, label: t(`types.${value}`) }));
  const { form, onSubmit, formError } = useApiForm({
    schema: ZCreateLegalDocumentInput.required(),
    defaultValues: { type: 'contract', title: '', bodyMarkdown: '', displayOrder: nextOrder, requiresAcceptance: true },
    fallback: t('newDocument.failed'),
    submit: async (body) => {
      onSavingChange(true);
      try {
        return await callApi(createLegalDocumentRoute, { body });
      } finally {
        onSavingChange(false);
      }
    },
    onSuccess: (created) => {
      toast.success(t('newDocument.created'));
      close();
      router.push(`/teacher/settings/legal-documents/${created.id}`);
    },
  });
  const errors = form.formState.errors;
  return (
    <form id={formId} onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormAlert message={formError} />
      <FormField label={t('fields.type')} required error={errors.type?.message}>
        <Select options={typeOptions} {...form.register('type')} />
      </FormField>
      <FormField label={t('fields.title')} required error={errors.title?.message}>
        <Input maxLength={maxLegalTitleLength} autoComplete="off" {...form.register('title')} />
      </FormField>
      <FormField
        label={t('fields.displayOrder')}
        hint={t('fields.displayOrderHint')}
        error={errors.displayOrder?.message}
      >
        <Input type="number" min={0} inputMode="numeric" {...form.register('displayOrder', { valueAsNumber: true })} />
      </FormField>
      <CheckboxField
        control={form.control}
        name="requiresAcceptance"
        id={`${formId}-requires`}
        label={t('fields.requiresAcceptance')}
      />
    </form>
  );
}
