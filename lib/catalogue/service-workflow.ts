/**
 * The publication workflow as the teacher's pages need it (client-safe: no server imports).
 * Mirrors `serviceTransitions` of change-service-status.ts; service-workflow.test.ts keeps them equal.
 */
export type ServiceStatusValue = 'draft' | 'active' | 'paused' | 'archived';
export type ServiceWorkflowAction = 'publish' | 'pause' | 'archive' | 'delete';

/** Which states each action leaves from (delete: drafts only). */
export const workflowSources: Record<ServiceWorkflowAction, readonly ServiceStatusValue[]> = {
  publish: ['draft', 'paused'],
  pause: ['active'],
  archive: ['active', 'paused'],
  delete: ['draft'],
};

/** The actions a service in `status` allows, in the order a menu shows them. */
export function allowedWorkflowActions(status: ServiceStatusValue): ServiceWorkflowAction[] {
  return (Object.keys(workflowSources) as ServiceWorkflowAction[]).filter((action) =>
    workflowSources[action].includes(status),
  );
}

/** Pausing (alone or in bulk) asks first when students are still enrolled. */
export function pauseNeedsConfirmation(services: ReadonlyArray<{ status: string; activeEnrollments: number }>) {
  return services.some((service) => service.status === 'active' && service.activeEnrollments > 0);
}
