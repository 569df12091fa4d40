import { describe, expect, it } from 'vitest';
import { plannedTimes } from './bookings';
import { demoReviewPlans, demoReviewTimes } from './engagement';
import { demo2Profile } from './profiles/demo-2';
import { demoProfile } from './profiles/demo';
import { sessionPlans } from './scenario';
import { DemoClock } from './time';

const hour = 60 * 60 * 1000;

describe('demo reviews', () => {
  // Every day of a week at every hour: a review dated before its lesson showed on weekends, when
  // "20 days ago" fell before "15 working days ago".
  const nows = Array.from({ length: 7 * 24 }, (_, index) => new Date(Date.UTC(2026, 10, 23, 0, 30) + index * hour));

  it('is written after its lesson ended, answered after it was written, and never after now', () => {
    for (const profile of [demoProfile, demo2Profile]) {
      for (const now of nows) {
        const clock = new DemoClock(now, profile.teacher.timezone);
        for (const review of demoReviewPlans) {
          const lesson = plannedTimes(
            { clock, profile },
            sessionPlans.find((plan) => plan.key === review.session)!,
          );
          const { writtenAt, respondedAt } = demoReviewTimes({ clock, profile }, review.session);
          const when = `${profile.key} ${review.key} at ${now.toISOString()}`;
          expect(writtenAt.getTime(), when).toBeGreaterThan(lesson.endUtc.getTime());
          expect(respondedAt.getTime(), when).toBeGreaterThan(writtenAt.getTime());
          expect(respondedAt.getTime(), when).toBeLessThanOrEqual(now.getTime());
        }
      }
    }
  });

  it('reviews completed lessons only', () => {
    for (const review of demoReviewPlans) {
      expect(sessionPlans.find((plan) => plan.key === review.session)?.status).toBe('completed');
    }
  });
});
