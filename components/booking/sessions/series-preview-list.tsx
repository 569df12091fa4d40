'use client';

import { useTranslations } from 'next-intl';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { createTeacherSeriesRoute } from '@/lib/booking/series/contracts';
import type { TSeriesFrequency, TSeriesPreview, TSessionSeries } from '@/lib/booking/series/schemas';
import { refusalMessage } from '@/lib/client/api-refusal';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatDateTime } from '@/lib/presentation/format';
import { RefusalLine } from './refusal-line';
import { canKeep, choiceValue } from './series-choices';
import type { SaySessions } from './session-words';
import { useSeriesChoices } from './use-series-choices';

type Props = {
  preview: TSeriesPreview;
  request: { serviceId: string; studentId: string; frequency: TSeriesFrequency; timezone: string };
  studentName: string;
  /** The teacher's zone: every time is shown on its clock. */
  timeZone: string;
  onBooked: (series: TSessionSeries) => void;
};

type Occurrence = TSeriesPreview['occurrences'][number];

type Words = { say: SaySessions; timeZone: string; regional: RegionalFormat };

function conflictLabel(occurrence: Occurrence, { say, timeZone, regional }: Words): string {
  const conflict = occurrence.conflict;
  if (!conflict) return say('seriesPreview.free');
  if (conflict.kind === 'past') return say('seriesPreview.past');
  if (conflict.kind === 'unavailable') return say('seriesPreview.dayOff');
  if (!conflict.startsAt) return say('seriesPreview.taken');
  const start = formatDateTime(conflict.startsAt, timeZone, 'clock', regional);
  if (!conflict.endsAt) return say('seriesPreview.takenAt', { start });
  return say('seriesPreview.takenRange', { start, end: formatDateTime(conflict.endsAt, timeZone, 'clock', regional) });
}

function creditLine(preview: TSeriesPreview, booked: number, name: string, say: SaySessions): string {
  const { remaining } = preview.credits;
  if (remaining === 0) return say('seriesPreview.noCredits', { name });
  const short = booked - remaining;
  if (short > 0) return say('seriesPreview.shortOfCredits', { name, remaining, short });
  return say('seriesPreview.takesCredits', { name, booked, remaining });
}

/**
 * The lessons of a series before booking: each at its time on the teacher's clock, a conflict marked
 * with what to do (skip, move to a suggested time, or keep a day off), the credit check, and "Book N
 * lessons" (POST /api/teacher/session-series, all or nothing).
 */
export function SeriesPreviewList({ preview, request, studentName, timeZone, onBooked }: Props) {
  const t = useTranslations('teacherSessionTools');
  const words: Words = { say: t, timeZone, regional: useRegionalFormat() };
  const { choices, choose, occurrences, conflicts } = useSeriesChoices(preview);
  const create = useApiMutation(createTeacherSeriesRoute, { refresh: false, onSuccess: onBooked });
  const error = create.error ? refusalMessage(create.error, t('seriesPreview.failed')) : null;

  return (
    <section aria-label={t('seriesPreview.label')} className="border-border space-y-4 rounded-lg border p-4">
      <p className="text-sm font-medium">
        {conflicts === 0
          ? t('seriesPreview.allFree', { count: preview.occurrences.length })
          : t('seriesPreview.clash', { conflicts, total: preview.occurrences.length })}
      </p>
      <ol className="divide-border divide-y">
        {preview.occurrences.map((occurrence, index) => {
          const when = formatDateTime(occurrence.startUtc, timeZone, 'sessionStart', words.regional);
          const choice = choices[index]!;
          return (
            <li
              key={occurrence.index}
              className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
                <span className={choice.kind === 'skip' ? 'text-muted-foreground line-through' : 'font-medium'}>
                  {when}
                </span>
                <Badge tone={occurrence.status === 'free' ? 'success' : 'danger'}>
                  {conflictLabel(occurrence, words)}
                </Badge>
              </span>
              {occurrence.status === 'conflict' ? (
                <Select
                  aria-label={t('seriesPreview.whatToDo', { when })}
                  wrapperClassName="sm:w-64"
                  value={choiceValue(choice)}
                  onChange={(event) => choose(index, event.target.value)}
                >
                  <option value="skip">{t('seriesPreview.skip')}</option>
                  {canKeep(occurrence) ? <option value="keep">{t('seriesPreview.keep')}</option> : null}
                  {(occurrence.suggestions ?? []).map((start) => (
                    <option key={start} value={`move:${start}`}>
                      {t('seriesPreview.moveTo', {
                        when: formatDateTime(start, timeZone, 'slotStart', words.regional),
                      })}
                    </option>
                  ))}
                </Select>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p className="text-sm" aria-live="polite">
        {creditLine(preview, occurrences.length, studentName, t)}
      </p>
      <RefusalLine message={error ? t('seriesPreview.checkAgain', { error }) : null} />
      <Button
        type="button"
        disabled={occurrences.length === 0}
        loading={create.isPending}
        onClick={() => create.mutate({ body: { ...request, occurrences } })}
      >
        {occurrences.length === 0
          ? t('seriesPreview.noneToBook')
          : t('seriesPreview.book', { count: occurrences.length })}
      </Button>
    </section>
  );
}
