'use client';

import { Eye } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useImpersonate } from './use-impersonate';

/** Opens the portal as this student (a fixed 30-minute session; the teacher session is kept). */
export function ImpersonateButton({ studentId, studentName }: { studentId: string; studentName: string }) {
  const t = useTranslations('teacherStudents.impersonate');
  const { open, openingFor } = useImpersonate();
  const loading = openingFor === studentId;

  return (
    <Button
      variant="ghost"
      size="sm"
      loading={loading}
      onClick={() => open(studentId)}
      aria-label={t('label', { name: studentName })}
    >
      <Eye aria-hidden="true" className="size-4" />
      {/* The visible words begin the name "View portal as …" (label in name, WCAG 2.5.3). */}
      <span>{t('visible')}</span>
    </Button>
  );
}
