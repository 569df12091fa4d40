/** How many sessions a service is sold with, as every page that says it counts them. Client-safe. */

type Item = { type: 'live_session' | 'async_content' | 'milestone' };

export type CountedService = {
  structure: 'single' | 'package' | 'course' | 'subscription';
  sessionsIncluded: number | null;
  /** A course's outline; ignored for the other structures. */
  scheduleItems: readonly Item[];
};

/**
 * The sessions of a service: for a course with an outline, its live sessions (self-paced units and
 * milestones are not sessions); otherwise the sessions one purchase includes. One count for the
 * service's facts and its outline, so the two never disagree. Null when there is nothing to count.
 */
export function countCourseSessions(service: CountedService): number | null {
  if (service.structure === 'course' && service.scheduleItems.length > 0) {
    return service.scheduleItems.filter((item) => item.type === 'live_session').length;
  }
  return service.sessionsIncluded;
}

/** "4 live sessions" / "1 live session" (a course), "10 sessions" (anything else). */
export function sessionCountText(count: number, live: boolean): string {
  return `${count} ${live ? 'live ' : ''}${count === 1 ? 'session' : 'sessions'}`;
}
