'use client';

import { Eye } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { impersonateStudentRoute } from '@/lib/students/contracts';

/** Opens the portal as this student (a fixed 30-minute session; the teacher session is kept). */
type Props = {
  studentId: string;
  studentName: string;
  /** In the roster: the label gives way to the columns between a phone's cards and a wide screen. */
  compact?: boolean;
};

export function ImpersonateButton({ studentId, studentName, compact = false }: Props) {
  const t = useTranslations('teacherStudents.impersonate');
  const impersonate = useApiMutation(impersonateStudentRoute, {
    refresh: false,
    failure: t('failed'),
    onSuccess: ({ redirectTo }) => window.location.replace(new URL(redirectTo, window.location.origin)),
  });

  return (
    <Button
      variant="ghost"
      size="sm"
      loading={impersonate.isPending || impersonate.isSuccess}
      onClick={() => impersonate.mutate({ params: { id: studentId } })}
      aria-label={t('label', { name: studentName })}
    >
      <Eye aria-hidden="true" className="size-4" />
      {/* The visible words begin the name "View portal as …" (label in name, WCAG 2.5.3). */}
      <span className={compact ? 'md:max-2xl:sr-only' : undefined}>{t('visible')}</span>
    </Button>
  );
}
