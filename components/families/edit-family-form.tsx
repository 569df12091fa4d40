'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/client/call-api';
import { updateFamilyRoute } from '@/lib/families/contracts';
import { familyInputSchemas, type TPayer } from '@/lib/families/schemas';
import { FamilyFields, useFamilyFieldMessages } from './family-fields';

/** Renames the family and edits the payer's contact (PATCH); a taken payer e-mail lands on its field. */
export function EditFamilyForm({ family }: { family: { id: string; name: string; payer: TPayer } }) {
  const t = useTranslations('teacherFamilies.edit');
  const router = useRouter();
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: familyInputSchemas(useFamilyFieldMessages()).update,
    fallback: t('failed'),
    codeFields: { CONFLICT: 'payer.email' },
    submit: (body) => callApi(updateFamilyRoute, { params: { id: family.id }, body }),
    onSuccess: () => {
      toast.success(t('done'));
      router.refresh();
    },
    defaultValues: {
      name: family.name,
      payer: { name: family.payer.name, email: family.payer.email, phone: family.payer.phone ?? '' },
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('label')}>
      <FamilyFields form={form} />
      <FormAlert message={formError} />
      <Button type="submit" variant="secondary" loading={submitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
