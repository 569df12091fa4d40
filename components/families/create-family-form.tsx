'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/client/call-api';
import { createFamilyRoute } from '@/lib/families/contracts';
import { familyInputSchemas } from '@/lib/families/schemas';
import { FamilyFields, useFamilyFieldMessages } from './family-fields';

/** Creates a family and its payer with the API's own rules; a taken payer e-mail lands on its field. */
export function CreateFamilyForm() {
  const t = useTranslations('teacherFamilies.create');
  const router = useRouter();
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: familyInputSchemas(useFamilyFieldMessages()).create,
    fallback: t('failed'),
    codeFields: { CONFLICT: 'payer.email' },
    submit: (body) => callApi(createFamilyRoute, { body }),
    onSuccess: (family) => {
      toast.success(t('done', { name: family.name }));
      router.push(`/teacher/families/${family.id}`);
    },
    defaultValues: { name: '', payer: { name: '', email: '', phone: '' } },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('label')}>
      <FamilyFields form={form} />
      <FormAlert message={formError} />
      <Button type="submit" loading={submitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
