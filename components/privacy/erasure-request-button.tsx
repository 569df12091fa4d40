'use client';

import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ConfirmAction } from '@/components/forms/confirm-action';
import { useHydrated } from '@/components/ui/use-hydrated';
import { requestErasureRoute } from '@/lib/privacy/contracts';

/** "Request erasure", confirmed first (POST /api/student/privacy/erasure-request), then the page refreshes. */
export function ErasureRequestButton({ disabled = false }: { disabled?: boolean }) {
  const t = useTranslations('portalPages.privacy');
  const hydrated = useHydrated();
  return (
    <ConfirmAction
      contract={requestErasureRoute}
      input={{}}
      variant="danger"
      size="md"
      disabled={!hydrated || disabled}
      title={t('confirmTitle')}
      description={
        <p>{t('confirmText')}</p>
      }
      confirmLabel={t('request')}
      done={t('sent')}
      failure={t('failed')}
    >
      <Trash2 aria-hidden="true" /> {t('request')}
    </ConfirmAction>
  );
}
