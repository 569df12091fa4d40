'use client';

import { useApiMutation } from '@/components/api/use-api-mutation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { createTeacherSeriesRoute } from '@/lib/booking/series/contracts';
import type { TSeriesFrequency, TSeriesPreview, TSessionSeries } from '@/lib/booking/series/schemas';
import { refusalMessage } from '@/lib/client/api-refusal';
import { formatInZone } from '@/lib/core/format-time';
import { canKeep, choiceValue } from './series-choices';
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

function conflictLabel(occurrence: Occurrence, timeZone: string): string {
  const conflict = occurrence.conflict;
  if (!conflict) return 'Free';
  if (conflict.kind === 'past') return 'In the past';
  if (conflict.kind === 'unavailable') return 'Your day off';
  const until = conflict.endsAt ? `–${formatInZone(conflict.endsAt, timeZone, 'clock')}` : '';
  return conflict.startsAt ? `Taken ${formatInZone(conflict.startsAt, timeZone, 'clock')}${until}` : 'Taken';
}

function creditLine(preview: TSeriesPreview, booked: number, studentName: string): string {
  const { remaining } = preview.credits;
  if (remaining === 0) return `${studentName} has no credits for this service: the lessons are booked without one.`;
  const short = booked - remaining;
  if (short > 0) {
    return `${studentName} has ${remaining} credit${remaining === 1 ? '' : 's'} for this service: ${short} lesson${short === 1 ? '' : 's'} will be booked without one.`;
  }
  return `The lessons take ${booked} of ${studentName}'s ${remaining} credits.`;
}

/**
 * The lessons of a series before booking: each at its time on the teacher's clock, a conflict marked
 * with what to do (skip, move to a suggested time, or keep a day off), the credit check, and "Book N
 * lessons" (POST /api/teacher/session-series, all or nothing).
 */
export function SeriesPreviewList({ preview, request, studentName, timeZone, onBooked }: Props) {
  const { choices, choose, occurrences, conflicts } = useSeriesChoices(preview);
  const create = useApiMutation(createTeacherSeriesRoute, { refresh: false, onSuccess: onBooked });
  const error = create.error ? refusalMessage(create.error, 'The lessons could not be booked. Try again.') : null;

  return (
    <section aria-label="Lessons of the series" className="border-border space-y-4 rounded-lg border p-4">
      <p className="text-sm font-medium">
        {conflicts === 0
          ? `All ${preview.occurrences.length} dates are free.`
          : `${conflicts} of ${preview.occurrences.length} dates clash: skip or move ${conflicts === 1 ? 'it' : 'them'}.`}
      </p>
      <ol className="divide-border divide-y">
        {preview.occurrences.map((occurrence, index) => {
          const when = formatInZone(occurrence.startUtc, timeZone, 'sessionStart');
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
                  {conflictLabel(occurrence, timeZone)}
                </Badge>
              </span>
              {occurrence.status === 'conflict' ? (
                <Select
                  aria-label={`What to do on ${when}`}
                  wrapperClassName="sm:w-64"
                  value={choiceValue(choice)}
                  onChange={(event) => choose(index, event.target.value)}
                >
                  <option value="skip">Skip this date</option>
                  {canKeep(occurrence) ? <option value="keep">Keep it anyway</option> : null}
                  {(occurrence.suggestions ?? []).map((start) => (
                    <option key={start} value={`move:${start}`}>
                      Move to {formatInZone(start, timeZone, 'slotStart')}
                    </option>
                  ))}
                </Select>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p className="text-sm" aria-live="polite">
        {creditLine(preview, occurrences.length, studentName)}
      </p>
      {error ? (
        <p role="alert" className="text-danger-foreground text-sm font-medium">
          {error} Check the dates again to see what changed.
        </p>
      ) : null}
      <Button
        type="button"
        disabled={occurrences.length === 0}
        loading={create.isPending}
        onClick={() => create.mutate({ body: { ...request, occurrences } })}
      >
        {occurrences.length === 0
          ? 'No lessons to book'
          : `Book ${occurrences.length} lesson${occurrences.length === 1 ? '' : 's'}`}
      </Button>
    </section>
  );
}
