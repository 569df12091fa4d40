'use client';

import { UserMinus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ConfirmAction } from '@/components/forms/confirm-action';
import { removeFamilyMemberRoute } from '@/lib/families/contracts';

/** Takes a student out of the family after asking; they stay the teacher's student. */
export function RemoveMemberButton({
  familyId,
  studentId,
  name,
}: {
  familyId: string;
  studentId: string;
  name: string;
}) {
  const t = useTranslations('teacherFamilies.removeMember');
  return (
    <ConfirmAction
      contract={removeFamilyMemberRoute}
      input={{ params: { id: familyId, studentId } }}
      label={t('label', { name })}
      variant="ghost"
      size="sm"
      title={t('title', { name })}
      description={t('description')}
      confirmLabel={t('confirm')}
      done={t('done', { name })}
      failure={t('failed')}
      goneIsDone
    >
      <UserMinus aria-hidden="true" /> {t('button')}
    </ConfirmAction>
  );
}
