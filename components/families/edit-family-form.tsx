'use client';

import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { callApi } from '@/lib/client/call-api';
import { updateFamilyRoute } from '@/lib/families/contracts';
import { ZUpdateFamilyInput, type TPayer } from '@/lib/families/schemas';

/** Renames the family and edits the payer's contact (PATCH); a taken payer e-mail lands on its field. */
export function EditFamilyForm({ family }: { family: { id: string; name: string; payer: TPayer } }) {
  const router = useRouter();
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZUpdateFamilyInput,
    fallback: 'The family could not be saved. Try again.',
    codeFields: { CONFLICT: 'payer.email' },
    submit: (body) => callApi(updateFamilyRoute, { params: { id: family.id }, body }),
    onSuccess: () => {
      toast.success('Saved.');
      router.refresh();
    },
    defaultValues: {
      name: family.name,
      payer: { name: family.payer.name, email: family.payer.email, phone: family.payer.phone ?? '' },
    },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Edit the family and payer">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Family name" required error={errors.name?.message}>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField label="Payer's name" required error={errors.payer?.name?.message}>
          <Input autoComplete="off" {...form.register('payer.name')} />
        </FormField>
        <FormField label="Payer's e-mail" required error={errors.payer?.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('payer.email')} />
        </FormField>
        <FormField label="Payer's phone" error={errors.payer?.phone?.message}>
          <Input type="tel" autoComplete="off" {...form.register('payer.phone')} />
        </FormField>
      </div>
      <FormAlert message={formError} />
      <Button type="submit" variant="secondary" loading={submitting}>
        Save family
      </Button>
    </form>
  );
}
