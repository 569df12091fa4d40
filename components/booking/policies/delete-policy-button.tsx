'use client';

import { useTranslations } from 'next-intl';
import { DeleteButton } from '@/components/forms/delete-button';
import { deleteCancellationPolicyRoute } from '@/lib/booking/contracts';

/** Deletes a cancellation policy after asking; `warning` says what happens to the services using it. */
export function DeletePolicyButton({ id, name, warning }: { id: string; name: string; warning: string }) {
  const t = useTranslations('teacherPolicies.delete');
  return (
    <DeleteButton
      contract={deleteCancellationPolicyRoute}
      input={{ params: { id } }}
      label={t('label', { name })}
      title={t('title', { name })}
      description={warning}
      confirmLabel={t('confirm')}
      done={t('done', { name })}
      failure={t('failed')}
    />
  );
}
