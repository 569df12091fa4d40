'use client';

import { Mail, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { ConfirmAction } from '@/components/forms/confirm-action';
import { Button } from '@/components/ui/button';
import { deleteStudentRoute, resendMagicLinkRoute } from '@/lib/students/contracts';

/** Resend the sign-in link, and delete (after a confirmation). */
export function StudentActions({ studentId, studentName }: { studentId: string; studentName: string }) {
  const t = useTranslations('teacherStudents.actions');
  const router = useRouter();
  const resend = useApiMutation(resendMagicLinkRoute, {
    refresh: false,
    success: t('resendSent', { name: studentName }),
    failure: t('resendFailed'),
  });

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        loading={resend.isPending}
        onClick={() => resend.mutate({ params: { id: studentId } })}
      >
        <Mail aria-hidden="true" className="size-4" /> {t('resend')}
      </Button>
      <ConfirmAction
        contract={deleteStudentRoute}
        input={{ params: { id: studentId } }}
        title={t('deleteTitle', { name: studentName })}
        description={t('deleteDescription')}
        confirmLabel={t('deleteConfirm')}
        done={t('deleted', { name: studentName })}
        failure={t('deleteFailed')}
        refresh={false}
        onDone={() => router.push('/teacher/students')}
      >
        <Trash2 aria-hidden="true" className="size-4" /> {t('delete')}
      </ConfirmAction>
    </>
  );
}
