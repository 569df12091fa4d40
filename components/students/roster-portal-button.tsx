'use client';

import { LoaderCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';

/**
 * A roster row's "View portal" (ImpersonateButton's behaviour and looks). Its looks (the ghost
 * Button at size sm, the eye drawn by CSS, the words giving way to the columns between a phone's cards
 * and a wide screen) are roster-table.css's `roster-portal`: no Button class list and no icon markup
 * on each of the page's rows (issue 38). The table holds the one `useImpersonate` of the page.
 */
type Props = { studentName: string; loading: boolean; onOpen: () => void };

export function RosterPortalButton({ studentName, loading, onOpen }: Props) {
  const t = useTranslations('teacherStudents.impersonate');

  return (
    <button
      type="button"
      className="roster-portal"
      disabled={loading}
      aria-busy={loading || undefined}
      onClick={onOpen}
      aria-label={t('label', { name: studentName })}
    >
      {loading ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {/* The visible words begin the name "View portal as …" (label in name, WCAG 2.5.3). */}
      <span>{t('visible')}</span>
    </button>
  );
}
