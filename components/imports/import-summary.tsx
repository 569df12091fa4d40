'use client';

import { useTranslations } from 'next-intl';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import type { TImport } from '@/lib/imports/schemas';
import { formatDateTime } from '@/lib/presentation/format';

/** The counts of a preview or a result, in words, announced when they change. */
export function ImportSummary({ preview }: { preview: TImport }) {
  const t = useTranslations('teacherImports.summary');
  const regional = useRegionalFormat();
  const { counts, status } = preview;
  const done = status === 'committed';
  const created =
    preview.kind === 'students'
      ? t(done ? 'newStudentsAdded' : 'newStudents', { count: counts.create })
      : t(done ? 'newLessonsAdded' : 'newLessons', { count: counts.create });
  const parts = [
    created,
    preview.kind === 'students' ? t('updates', { count: counts.update }) : null,
    t('skipped', { count: counts.skip }),
    counts.errors ? t('errors', { count: counts.errors }) : null,
  ].filter(Boolean);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div role="status" className="space-y-1 text-sm">
      <p className="font-medium">{parts.join(' · ')}</p>
      {status === 'committed' && preview.undoUntil ? (
        <p className="text-muted-foreground">
          {t('undoUntil', { when: formatDateTime(preview.undoUntil, timeZone, 'dateTime', regional) })}
        </p>
      ) : null}
      {status === 'undone' ? <p className="text-muted-foreground">{t('undone')}</p> : null}
    </div>
  );
}
