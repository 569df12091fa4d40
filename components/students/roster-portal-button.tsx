'use client';

import { LoaderCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useImpersonate } from './use-impersonate';

/**
 * A roster row's "View portal" (ImpersonateButton's behaviour and looks). Its looks (the ghost
 * Button at size sm, the eye drawn by CSS, the words giving way to the columns between a phone's cards
 * and a wide screen) are roster-table.css's `roster-portal`: no Button class list and no icon markup
 * on each of the page's rows (issue 38).
 */
export function RosterPortalButton({ studentId, studentName }: { studentId: string; studentName: string }) {
  const t = useTranslations('teacherStudents.impersonate');
  const { open, loading } = useImpersonate(studentId);

  return (
    <button
      type="button"
      className="roster-portal"
      disabled={loading}
      aria-busy={loading || undefined}
      onClick={open}
      aria-label={t('label', { name: studentName })}
    >
      {loading ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {/* The visible words begin the name "View portal as …" (label in name, WCAG 2.5.3). */}
      <span>{t('visible')}</span>
    </button>
  );
}
