import { describe, expect, it } from 'vitest';
import { serviceTransitions } from './change-service-status';
import { allowedWorkflowActions, pauseNeedsConfirmation, workflowSources } from './service-workflow';

describe('service workflow (client copy)', () => {
  it('matches the server transitions', () => {
    for (const action of ['publish', 'pause', 'archive'] as const) {
      expect([...workflowSources[action]].sort()).toEqual([...serviceTransitions[action].from].sort());
    }
    expect(workflowSources.delete).toEqual(['draft']);
  });

  it('lists the actions each status allows', () => {
    expect(allowedWorkflowActions('draft')).toEqual(['publish', 'delete']);
    expect(allowedWorkflowActions('active')).toEqual(['pause', 'archive']);
    expect(allowedWorkflowActions('paused')).toEqual(['publish', 'archive']);
    expect(allowedWorkflowActions('archived')).toEqual([]);
  });

  it('asks before pausing only active services with active enrollments', () => {
    expect(pauseNeedsConfirmation([{ status: 'active', activeEnrollments: 0 }])).toBe(false);
    expect(pauseNeedsConfirmation([{ status: 'paused', activeEnrollments: 3 }])).toBe(false);
    expect(
      pauseNeedsConfirmation([
        { status: 'draft', activeEnrollments: 0 },
        { status: 'active', activeEnrollments: 2 },
      ]),
    ).toBe(true);
  });
});
