'use client';

import { useState } from 'react';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { cancelTeacherSeriesRoute } from '@/lib/booking/series/contracts';
import type { SessionSeriesPlace } from '@/lib/booking/series/find-session-series-place';
import { formatInZone, formatZoneName } from '@/lib/core/format-time';
import { ReasonDialog } from './reason-dialog';
import { SeriesMoveDialog } from './series-move-dialog';

type Props = { place: SessionSeriesPlace; sessionId: string; startsAt: string; timeZone: string };

const frequencyWord = { weekly: 'weekly', fortnightly: 'fortnightly' } as const;

/**
 * "Part of a weekly series (3 of 10)", and for an open lesson "Cancel this and following" (each
 * student keeps the credit, as a teacher's cancel does) and "Move this and following".
 */
export function SeriesActionsPanel({ place, sessionId, startsAt, timeZone }: Props) {
  const [dialog, setDialog] = useState<'cancel' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const cancel = useApiMutation(cancelTeacherSeriesRoute, {
    onSuccess: ({ cancelledSessionIds }) => {
      setDialog(null);
      const count = cancelledSessionIds.length;
      setNotice(`${count} lesson${count === 1 ? '' : 's'} cancelled. The student keeps the credits.`);
    },
  });
  const params = { id: place.seriesId };
  const from = formatInZone(startsAt, timeZone, 'sessionStart');
  const lessons = `${place.following} lesson${place.following === 1 ? '' : 's'}`;

  return (
    <div className="border-border mt-4 flex flex-col gap-3 border-t pt-4" aria-label="Series">
      <p className="text-sm font-medium">
        Part of a {frequencyWord[place.frequency]} series ({place.position} of {place.total})
      </p>
      {place.canChange ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setDialog('cancel')}>
            Cancel this and following
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
        title="Cancel this and the following lessons?"
        description={`${lessons} from ${from} (${formatZoneName(timeZone)}) are cancelled and the series ends. The student keeps the credits.`}
        confirmLabel={`Cancel ${lessons}`}
        onConfirm={({ reason }) =>
          cancel.mutateAsync({ params, body: { fromSessionId: sessionId, ...(reason ? { reason } : {}) } })
        }
        fallback="The lessons could not be cancelled."
      />
    </div>
  );
}
