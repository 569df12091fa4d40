'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { Button } from '@/components/ui/button';
import { cancelTeacherSeriesRoute } from '@/lib/booking/series/contracts';
import type { SessionSeriesPlace } from '@/lib/booking/series/find-session-series-place';
import { formatDateTime, formatZoneName } from '@/lib/presentation/format';
import { ReasonDialog } from './reason-dialog';
import { SeriesMoveDialog } from './series-move-dialog';

type Props = { place: SessionSeriesPlace; sessionId: string; startsAt: string; timeZone: string };

/**
 * "Part of a weekly series (3 of 10)", and for an open lesson "Cancel this and following" (each
 * student keeps the credit, as a teacher's cancel does) and "Move this and following".
 */
export function SeriesActionsPanel({ place, sessionId, startsAt, timeZone }: Props) {
  const t = useTranslations('teacherSessionTools.series');
  const regional = useRegionalFormat();
  const [dialog, setDialog] = useState<'cancel' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const cancel = useApiMutation(cancelTeacherSeriesRoute, {
    onSuccess: ({ cancelledSessionIds }) => {
      setDialog(null);
      setNotice(t('cancelled', { count: cancelledSessionIds.length }));
    },
  });
  const params = { id: place.seriesId };
  const from = formatDateTime(startsAt, timeZone, 'sessionStart', regional);
  const lessons = place.following;

  return (
    <div className="border-border mt-4 flex flex-col gap-3 border-t pt-4" aria-label={t('label')}>
      <p className="text-sm font-medium">
        {t('place', { frequency: place.frequency, position: place.position, total: place.total })}
      </p>
      {place.canChange ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setDialog('cancel')}>
            {t('cancelFollowing')}
          </Button>
          <SeriesMoveDialog
            seriesId={place.seriesId}
            sessionId={sessionId}
            startsAt={startsAt}
            timeZone={timeZone}
            lessons={lessons}
            onMoved={setNotice}
          />
        </div>
      ) : null}
      <p role="status" className="text-sm empty:hidden">
        {notice}
      </p>
      <ReasonDialog
        open={dialog === 'cancel'}
        onOpenChange={(next) => setDialog(next ? 'cancel' : null)}
        title={t('cancelTitle')}
        description={t('cancelText', { count: lessons, from, zone: formatZoneName(timeZone, regional) })}
        confirmLabel={t('cancelConfirm', { count: lessons })}
        onConfirm={({ reason }) =>
          cancel.mutateAsync({ params, body: { fromSessionId: sessionId, ...(reason ? { reason } : {}) } })
        }
        fallback={t('cancelFailed')}
      />
    </div>
  );
}
