'use client';

import { useTranslations } from 'next-intl';
import { ConfirmAction } from '@/components/forms/confirm-action';
import { cancelEnrollmentRoute } from '@/lib/enrollments/contracts';

type Props = { enrollmentId: string; studentName: string };

/** Cancels an enrollment that is not final yet, after a confirmation. */
export function CancelEnrollmentButton({ enrollmentId, studentName }: Props) {
  const t = useTranslations('teacherServices.roster.cancel');
  const name = studentName;
  return (
    <ConfirmAction
      contract={cancelEnrollmentRoute}
      input={{ params: { id: enrollmentId } }}
      label={t('label', { name })}
      title={t('title', { name })}
      description={t('description')}
      confirmLabel={t('confirm')}
      done={t('done', { name })}
      failure={t('failed')}
    >
      {t('button')}
    </ConfirmAction>
  );
}
