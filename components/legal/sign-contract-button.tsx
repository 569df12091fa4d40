'use client';

import { PenLine } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ConfirmAction } from '@/components/forms/confirm-action';
import { signContractRoute } from '@/lib/legal/contracts';

type Props = { documentId: string; version: number; title: string; disabled?: boolean };

/** "I have read and sign": signs the version shown (a newer one published meanwhile is refused, 409). */
export function SignContractButton({ documentId, version, title, disabled }: Props) {
  const t = useTranslations('portalPages.contracts.sign');
  return (
    <ConfirmAction
      contract={signContractRoute}
      input={{ params: { documentId }, body: { version } }}
      variant="primary"
      size="md"
      disabled={disabled}
      title={t('title', { title })}
      description={t('description', { version })}
      confirmLabel={t('confirm')}
      destructive={false}
      done={t('done', { title })}
      failure={t('failed')}
      refreshOnFailure
    >
      <PenLine aria-hidden="true" /> {t('button')}
    </ConfirmAction>
  );
}
