'use client';

import { Send } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ConfirmAction } from '@/components/forms/confirm-action';
import { useHydrated } from '@/components/ui/use-hydrated';
import { offerWaitlistPlaceRoute } from '@/lib/waitlist/contracts';

type Props = {
  serviceId: string;
  serviceName: string;
  entryId: string;
  studentName: string;
  /** No place is free: the button stays, disabled, and `describedBy` names the note that says why. */
  disabled?: boolean;
  describedBy?: string;
};

/** Offers a free place of the service to one student of its waitlist, after a confirmation. */
export function OfferPlaceButton({ serviceId, serviceName, entryId, studentName, disabled, describedBy }: Props) {
  const t = useTranslations('waitlist.offer');
  const hydrated = useHydrated();
  return (
    <ConfirmAction
      contract={offerWaitlistPlaceRoute}
      input={{ params: { id: serviceId, entryId } }}
      variant="secondary"
      disabled={!hydrated || disabled}
      describedBy={describedBy}
      label={t('label', { name: studentName })}
      title={t('title', { name: studentName })}
      description={t('description', { name: studentName, service: serviceName })}
      confirmLabel={t('confirm')}
      destructive={false}
      done={t('done', { name: studentName })}
      failure={t('failed')}
    >
      <Send aria-hidden="true" /> {t('button')}
    </ConfirmAction>
  );
}
