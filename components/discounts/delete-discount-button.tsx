'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { DeleteButton } from '@/components/forms/delete-button';
import { deleteDiscountCodeRoute } from '@/lib/discounts/contracts';

/** Soft-deletes a code after confirmation, then goes back to the list. */
export function DeleteDiscountButton({ id, code }: { id: string; code: string }) {
  const t = useTranslations('teacherDiscounts.delete');
  const router = useRouter();
  return (
    <DeleteButton
      contract={deleteDiscountCodeRoute}
      input={{ params: { id } }}
      variant="secondary"
      size="md"
      title={t('title', { code })}
      description={t('description')}
      confirmLabel={t('confirm')}
      done={t('done', { code })}
      failure={t('failed')}
      goneIsDone={false}
      onDone={() => router.push('/teacher/discounts')}
    />
  );
}
