'use client';

import { Ban } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ConfirmAction } from '@/components/forms/confirm-action';
import { cancelScheduledMessageRoute } from '@/lib/scheduled-messages/contracts';

type Props = { messageId: string; subject: string; audienceLabel: string; when: string };

/** Cancels a pending message after a confirmation; a message sent meanwhile is refused (409) and the list refreshes. */
export function CancelMessageButton({ messageId, subject, audienceLabel, when }: Props) {
  const t = useTranslations('teacherMessages.cancel');
  return (
    <ConfirmAction
      contract={cancelScheduledMessageRoute}
      input={{ params: { id: messageId } }}
      variant="secondary"
      label={t('label', { subject })}
      title={t('title')}
      description={t('description', { subject, audience: audienceLabel, when })}
      confirmLabel={t('confirm')}
      done={t('done')}
      failure={t('failed')}
      closeOnFailure
    >
      <Ban aria-hidden="true" /> {t('button')}
    </ConfirmAction>
  );
}
