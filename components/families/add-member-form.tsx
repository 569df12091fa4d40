'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { callApi } from '@/lib/client/call-api';
import { addFamilyMemberRoute } from '@/lib/families/contracts';
import { familyInputSchemas } from '@/lib/families/schemas';
import { useFamilyFieldMessages } from './family-fields';

type Candidate = { id: string; name: string };

/** Adds one of the teacher's students who is in no family yet; a student taken meanwhile is a field error. */
export function AddMemberForm({ familyId, candidates }: { familyId: string; candidates: Candidate[] }) {
  const t = useTranslations('teacherFamilies.addMember');
  const router = useRouter();
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: familyInputSchemas(useFamilyFieldMessages()).addMember,
    fallback: t('failed'),
    codeFields: { CONFLICT: 'studentId', NOT_FOUND: 'studentId' },
    submit: (body) => callApi(addFamilyMemberRoute, { params: { id: familyId }, body }),
    onSuccess: (family, { studentId }) => {
      const added = family.members.find((member) => member.studentId === studentId);
      toast.success(added ? t('done', { name: added.name }) : t('doneUnnamed'));
      form.reset({ studentId: '' });
      router.refresh();
    },
    defaultValues: { studentId: '' },
  });
  const { errors } = form.formState;

  if (candidates.length === 0) {
    return <p className="text-muted-foreground text-sm">{t('noCandidates')}</p>;
  }
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      aria-label={t('label')}
    >
      <FormField label={t('student')} error={errors.studentId?.message} className="sm:min-w-64">
        <Select
          placeholder={t('placeholder')}
          options={candidates.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          {...form.register('studentId')}
        />
      </FormField>
      <Button type="submit" loading={submitting}>
        {t('submit')}
      </Button>
      <FormAlert message={formError} />
    </form>
  );
}
