'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { DeleteButton } from '@/components/forms/delete-button';
import { deleteFamilyRoute } from '@/lib/families/contracts';
import { familyHeading } from './family-heading';

/** Deletes the family record after asking, then goes back to the list; the members stay students. */
export function DeleteFamilyButton({ familyId, name }: { familyId: string; name: string }) {
  const t = useTranslations('teacherFamilies');
  const router = useRouter();
  const title = familyHeading(t, name);
  return (
    <DeleteButton
      contract={deleteFamilyRoute}
      input={{ params: { id: familyId } }}
      label={t('delete.label', { title })}
      variant="secondary"
      size="sm"
      title={t('delete.title', { title })}
      description={t('delete.description')}
      confirmLabel={t('delete.confirm')}
      done={t('delete.done')}
      failure={t('delete.failed')}
      refresh={false}
      onDone={() => router.push('/teacher/families')}
    />
  );
}
