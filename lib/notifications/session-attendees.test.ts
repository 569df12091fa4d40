import { describe, expect, it } from 'vitest';
import { describeAttendees, sessionAttendees } from './session-attendees';

const ana = { id: 'a', name: 'Ana Ruiz' };
const ben = { id: 'b', name: 'Ben Cole' };
const cy = { id: 'c', name: 'Cy Dunn' };

describe('sessionAttendees', () => {
  it('counts a one-to-one student once, even with a participant row of their own', () => {
    expect(sessionAttendees({ student: ana, participants: [{ status: 'scheduled', student: ana }] })).toEqual([ana]);
  });

  it('lists a group session by its participants, leaving out those who cancelled', () => {
    const participants = [
      { status: 'scheduled' as const, student: ana },
      { status: 'cancelled' as const, student: ben },
      { status: 'completed' as const, student: cy },
    ];
    expect(sessionAttendees({ student: null, participants })).toEqual([ana, cy]);
  });
});

describe('describeAttendees', () => {
  it('names one or two students and counts more', () => {
    expect(describeAttendees([])).toBe('No students yet');
    expect(describeAttendees([ana])).toBe('Ana Ruiz');
    expect(describeAttendees([ana, ben])).toBe('Ana Ruiz and Ben Cole');
    expect(describeAttendees([ana, ben, cy])).toBe('3 students');
  });
});
