import { describe, expect, it } from 'vitest';
import { countCourseSessions, sessionCountText } from './count-course-sessions';

const live = { type: 'live_session' } as const;
const unit = { type: 'async_content' } as const;
const milestone = { type: 'milestone' } as const;

describe('countCourseSessions', () => {
  it("counts a course's live sessions from its outline, whatever sessionsIncluded says", () => {
    const outline = [live, unit, live, unit, milestone, live, live, milestone];
    expect(countCourseSessions({ structure: 'course', sessionsIncluded: 8, scheduleItems: outline })).toBe(4);
    expect(countCourseSessions({ structure: 'course', sessionsIncluded: 8, scheduleItems: [unit, milestone] })).toBe(0);
  });

  it('falls back to the sessions a purchase includes: a course without an outline, and every other structure', () => {
    expect(countCourseSessions({ structure: 'course', sessionsIncluded: 6, scheduleItems: [] })).toBe(6);
    expect(countCourseSessions({ structure: 'package', sessionsIncluded: 10, scheduleItems: [live] })).toBe(10);
    expect(countCourseSessions({ structure: 'single', sessionsIncluded: null, scheduleItems: [] })).toBeNull();
  });

  it('writes the count', () => {
    expect(sessionCountText(4, true)).toBe('4 live sessions');
    expect(sessionCountText(1, true)).toBe('1 live session');
    expect(sessionCountText(10, false)).toBe('10 sessions');
  });
});
