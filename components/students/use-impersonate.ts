'use client';

import { useTranslations } from 'next-intl';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { impersonateStudentRoute } from '@/lib/students/contracts';

/**
 * Opens the portal as a student (a fixed 30-minute session; the teacher session is kept):
 * `open(studentId)` starts it, `openingFor` names the student until the browser has left for the
 * portal. A refusal is a toast. One per page, not one per row: the roster's twenty rows share it
 * (each row's own mutation observer was a server-render cost of every roster page, issue 38).
 */
export function useImpersonate() {
  const t = useTranslations('teacherStudents.impersonate');
  const impersonate = useApiMutation(impersonateStudentRoute, {
    refresh: false,
    failure: t('failed'),
    onSuccess: ({ redirectTo }) => window.location.replace(new URL(redirectTo, window.location.origin)),
  });
  const opening = impersonate.isPending || impersonate.isSuccess;
  return {
    open: (studentId: string) => impersonate.mutate({ params: { id: studentId } }),
    openingFor: opening ? (impersonate.variables?.params.id ?? null) : null,
  };
}
