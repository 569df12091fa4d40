'use client';

import { useTranslations } from 'next-intl';
import { ConfirmAction } from '@/components/forms/confirm-action';
import { leaveWaitlistRoute } from '@/lib/waitlist/contracts';

type Props = { serviceId: string; serviceName: string; offered: boolean };

/** Leaves one service's waitlist after a confirmation, then reloads the list. */
export function WaitlistLeaveButton({ serviceId, serviceName, offered }: Props) {
  const t = useTranslations('portalPages.waitlist');
  const service = { service: serviceName };
  return (
    <ConfirmAction
      contract={leaveWaitlistRoute}
      input={{ params: { serviceId } }}
      variant="secondary"
      label={t('leaveLabel', service)}
      title={t('leaveTitle', service)}
      description={offered ? t('leaveOffered') : t('leaveText')}
      confirmLabel={t('leaveConfirm')}
      done={t('left', service)}
      failure={t('leaveFailed')}
      // Already off the list (left in another tab): the refreshed page shows it gone.
      goneIsDone
    >
      {t('leave')}
    </ConfirmAction>
  );
}
