import { findSessionSeriesPlace } from '@/lib/booking/series/find-session-series-place';
import { SeriesActionsPanel } from './series-actions-panel';

type Props = { teacherId: string; sessionId: string; startsAt: string; timeZone: string };

/** On a session page: its place in a weekly or fortnightly series and the "this and following" actions. */
export async function SeriesActions({ teacherId, sessionId, startsAt, timeZone }: Props) {
  const place = await findSessionSeriesPlace({ teacherId, sessionId });
  if (!place) return null;
  return <SeriesActionsPanel place={place} sessionId={sessionId} startsAt={startsAt} timeZone={timeZone} />;
}
