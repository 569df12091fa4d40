import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/core/locale';
import { formatNumber, formatPercent } from '@/lib/presentation/format';

/**
 * Shared wording of the insights figures in the reader's language: a rate ("85%" / "85 %"), a plain
 * figure, "—" for one that cannot be computed, session counts as ICU plurals, the resource types.
 * A hook (next-intl's), usable by server and client components alike.
 */
export function useInsightWords() {
  const t = useTranslations('teacherInsights.words');
  const locale = useLocale() as Locale;
  return {
    locale,
    rate: (value: number | null) => (value === null ? '—' : formatPercent(value, locale)),
    figure: (value: number | null) => (value === null ? '—' : formatNumber(value, locale)),
    sessions: (count: number) => t('sessions', { count }),
    resourceType: (type: 'material' | 'homework' | 'reference') => t(`resourceType.${type}`),
  };
}

export type InsightWords = ReturnType<typeof useInsightWords>;
