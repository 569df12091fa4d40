'use client';

import { useTranslations } from 'next-intl';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { impersonateStudentRoute } from '@/lib/students/contracts';

/**
 * Opens the portal as a student (a fixed 30-minute session; the teacher session is kept): `open()`
 * starts it, `loading` holds until the browser has left for the portal. A refusal is a toast.
 */
export function useImpersonate(studentId: string) {
  const t = useTranslations('teacherStudents.impersonate');
  const impersonate = useApiMutation(impersonateStudentRoute, {
    refresh: false,
    failure: t('failed'),
    onSuccess: ({ redirectTo }) => window.location.replace(new URL(redirectTo, window.location.origin)),
  });
  return {
    open: () => impersonate.mutate({ params: { id: studentId } }),
    loading: impersonate.isPending || impersonate.isSuccess,
  };
}
