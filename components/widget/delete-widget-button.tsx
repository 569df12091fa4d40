'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { DeleteButton } from '@/components/forms/delete-button';
import { deleteWidgetConfigRoute } from '@/lib/widget/contracts';

/** Deletes a widget after asking; sites that embed it then show "not found". */
export function DeleteWidgetButton({ id, name, redirectTo }: { id: string; name: string; redirectTo?: string }) {
  const t = useTranslations('teacherSettingsWidget.delete');
  const router = useRouter();
  return (
    <DeleteButton
      contract={deleteWidgetConfigRoute}
      input={{ params: { id } }}
      label={t('label', { name })}
      title={t('title', { name })}
      description={t('body')}
      confirmLabel={t('confirm')}
      done={t('done', { name })}
      failure={t('failed')}
      onDone={redirectTo ? () => router.push(redirectTo) : undefined}
    />
  );
}
