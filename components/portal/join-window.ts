/** The meeting opens this long before the lesson starts (issue 36): early enough to check sound and camera. */
export const joinOpensBeforeMs = 15 * 60 * 1000;

/** Whether the "Join" link is live now: from 15 minutes before the start until the end. */
export function isJoinWindowOpen({ startsAt, endsAt }: { startsAt: string; endsAt: string }, now: Date): boolean {
  const at = now.getTime();
  return at >= new Date(startsAt).getTime() - joinOpensBeforeMs && at < new Date(endsAt).getTime();
}
