'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The values the family forms share: the family's name and the payer's contact. */
type FamilyFieldValues = { name?: string; payer?: { name?: string; email?: string; phone?: string | null } };

/**
 * The four fields of a family (name, payer's name, e-mail and phone), one way for the create and
 * edit forms, registered on the form they are in.
 */
export function FamilyFields<V extends FieldValues & FamilyFieldValues, O>({
  form,
}: {
  form: UseFormReturn<V, unknown, O>;
}) {
  const t = useTranslations('teacherFamilies.fields');
  const register = (name: 'name' | 'payer.name' | 'payer.email' | 'payer.phone') => form.register(name as Path<V>);
  const errors = form.formState.errors as FieldErrors<FamilyFieldValues>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('familyName')} required error={errors.name?.message}>
        <Input autoComplete="off" maxLength={200} {...register('name')} />
      </FormField>
      <FormField label={t('payerName')} required error={errors.payer?.name?.message}>
        <Input autoComplete="off" maxLength={200} {...register('payer.name')} />
      </FormField>
      <FormField label={t('payerEmail')} required error={errors.payer?.email?.message}>
        <Input type="email" autoComplete="off" maxLength={254} {...register('payer.email')} />
      </FormField>
      <FormField label={t('payerPhone')} error={errors.payer?.phone?.message}>
        <Input type="tel" autoComplete="off" maxLength={40} {...register('payer.phone')} />
      </FormField>
    </div>
  );
}

/** The family forms' schemas with the refusals' words in the page's language (lib/families/schemas.ts). */
export function useFamilyFieldMessages() {
  const t = useTranslations('teacherFamilies.fields.errors');
  return { familyName: t('familyName'), payerName: t('payerName'), payerEmail: t('payerEmail'), student: t('student') };
}
