'use client';

import { useTranslations } from 'next-intl';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { moveTeacherSeriesRoute } from '@/lib/booking/series/contracts';
import { callApi } from '@/lib/client/call-api';
import { formatInZone } from '@/lib/core/format-time';
import { zonedIsoDate } from '@/lib/core/zoned-date';
import { formatDateTime } from '@/lib/presentation/format';
import { NewStartDialog } from './new-start-dialog';
import { zoneLabel } from './session-format';

type Props = {
  seriesId: string;
  sessionId: string;
  startsAt: string;
  timeZone: string;
  /** How many lessons move (this one and the following). */
  lessons: number;
  onMoved: (notice: string) => void;
};

/** "Move this and following": a new date and time for this lesson; the later ones shift alike on the clock. */
export function SeriesMoveDialog({ seriesId, sessionId, startsAt, timeZone, lessons, onMoved }: Props) {
  const t = useTranslations('teacherSessionTools.series');
  const regional = useRegionalFormat();
  return (
    <NewStartDialog
      trigger={t('moveTrigger')}
      title={t('moveTitle')}
      description={t('moveText', { count: lessons, zone: zoneLabel(timeZone, regional) })}
      submitLabel={t('moveSubmit')}
      label={t('moveForm')}
      timeZone={timeZone}
      defaultValues={{
        date: zonedIsoDate(new Date(startsAt), timeZone),
        time: formatInZone(startsAt, timeZone, 'clock'),
      }}
      timeInput="typed"
      send={(startUtc) =>
        callApi(moveTeacherSeriesRoute, { params: { id: seriesId }, body: { fromSessionId: sessionId, startUtc } })
      }
      onMoved={(series) =>
        onMoved(
          t('moved', {
            when: formatDateTime(
              series.occurrences.find((o) => o.sessionId === sessionId)?.startsAt ?? startsAt,
              timeZone,
              'sessionStart',
              regional,
            ),
            frequency: series.frequency,
            // The series' wall-clock time (`16:30`) on the reader's clock.
            time: formatDateTime(`2000-01-03T${series.localTime}:00Z`, 'UTC', 'clock', regional),
          }),
        )
      }
      fallback={t('moveFailed')}
    />
  );
}
