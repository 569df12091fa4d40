'use client';

import { useTranslations } from 'next-intl';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { choiceValue } from '@/components/booking/sessions/series-choices';
import { useSeriesChoices } from '@/components/booking/sessions/use-series-choices';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { createStudentSeriesRoute } from '@/lib/booking/series/contracts';
import type { TSeriesFrequency, TSeriesPreview, TSessionSeries } from '@/lib/booking/series/schemas';
import { refusalMessage } from '@/lib/client/api-refusal';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { formatDateTime } from '@/lib/presentation/format';
import { seriesCreditCheck } from './student-booking-schema';

type Props = {
  preview: TSeriesPreview;
  request: { serviceId: string; frequency: TSeriesFrequency; timezone: string };
  /** The student's zone: every time is shown on their clock. */
  timeZone: string;
  onBooked: (series: TSessionSeries) => void;
};

type Occurrence = TSeriesPreview['occurrences'][number];

/** The key under `studentBooking.conflict` for a date of the series. */
function conflictKey(occurrence: Occurrence): 'free' | 'past' | 'taken' | 'unavailable' {
  const kind = occurrence.conflict?.kind;
  if (!kind) return 'free';
  if (kind === 'past') return 'past';
  return kind === 'session' ? 'taken' : 'unavailable';
}

/**
 * The student's lessons of a series before booking (0029): each on their clock, a clash with "Skip"
 * or a nearby free time, the credit check, and "Book N lessons" (POST /api/student/session-series,
 * all or nothing). The teacher's list offers "Keep it anyway", which a student may not.
 */
export function StudentSeriesPreview({ preview, request, timeZone, onBooked }: Props) {
  const t = useTranslations('studentBooking');
  const regional = useRegionalFormat();
  const { choices, choose, occurrences, conflicts } = useSeriesChoices(preview);
  const create = useApiMutation(createStudentSeriesRoute, { refresh: false, onSuccess: onBooked });
  const credits = seriesCreditCheck(preview, occurrences.length, t);
  const error = create.error ? refusalMessage(create.error, t('series.failed')) : null;

  return (
    <section aria-label={t('series.label')} className="space-y-3">
      <p className="text-sm font-medium">
        {conflicts === 0
          ? t('series.allFree', { total: preview.occurrences.length })
          : t('series.conflicts', { conflicts, total: preview.occurrences.length })}
      </p>
      <ol className="divide-border divide-y">
        {preview.occurrences.map((occurrence, index) => {
          const when = formatDateTime(occurrence.startUtc, timeZone, 'sessionStart', regional);
          const choice = choices[index]!;
          return (
            <li key={occurrence.index} className="space-y-2 py-2">
              <span className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
                <span className={choice.kind === 'skip' ? 'text-muted-foreground line-through' : 'font-medium'}>
                  {when}
                </span>
                <Badge tone={occurrence.status === 'free' ? 'success' : 'danger'}>
                  {t(`conflict.${conflictKey(occurrence)}`)}
                </Badge>
              </span>
              {occurrence.status === 'conflict' ? (
                <Select
                  aria-label={t('series.whatToDo', { when })}
                  value={choiceValue(choice)}
                  onChange={(event) => choose(index, event.target.value)}
                >
                  <option value="skip">{t('series.skip')}</option>
                  {(occurrence.suggestions ?? []).map((start) => (
                    <option key={start} value={`move:${start}`}>
                      {t('series.moveTo', { when: formatDateTime(start, timeZone, 'slotStart', regional) })}
                    </option>
                  ))}
                </Select>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p className={credits.enough ? 'text-sm' : 'text-danger-foreground text-sm font-medium'} aria-live="polite">
        {credits.message}
      </p>
      {error ? (
        <p role="alert" className="text-danger-foreground text-sm font-medium">
          {error} {t('series.checkAgain')}
        </p>
      ) : null}
      <Button
        type="button"
        size="lg"
        className="w-full"
        disabled={occurrences.length === 0 || !credits.enough}
        loading={create.isPending}
        onClick={() => create.mutate({ body: { ...request, occurrences, consentAccepted: true } })}
      >
        {occurrences.length === 0 ? t('series.none') : t('series.book', { count: occurrences.length })}
      </Button>
    </section>
  );
}
