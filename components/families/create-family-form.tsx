'use client';

import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { callApi } from '@/lib/client/call-api';
import { createFamilyRoute } from '@/lib/families/contracts';
import { ZCreateFamilyInput } from '@/lib/families/schemas';

/** Creates a family and its payer with the API's own schema; a taken payer e-mail lands on its field. */
export function CreateFamilyForm() {
  const router = useRouter();
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZCreateFamilyInput,
    fallback: 'The family could not be created. Try again.',
    codeFields: { CONFLICT: 'payer.email' },
    submit: (body) => callApi(createFamilyRoute, { body }),
    onSuccess: (family) => {
      toast.success(`The ${family.name} family was created.`);
      router.push(`/teacher/families/${family.id}`);
    },
    defaultValues: { name: '', payer: { name: '', email: '', phone: '' } },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Create a family">
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
      <Button type="submit" loading={submitting}>
        Create family
      </Button>
    </form>
  );
}
