import type { ServiceWorkflowAction } from '@/lib/catalogue/service-workflow';

export type WorkflowService = { id: string; name: string; status: string; activeEnrollments: number };

export type Confirmation = { title: string; description: string; confirmLabel: string; destructive: boolean };

const enrolled = (count: number) => (count === 1 ? '1 student is' : `${count} students are`);

/** The question asked before an action, or null when the action goes ahead at once. */
export function confirmationFor(action: ServiceWorkflowAction, service: WorkflowService): Confirmation | null {
  if (action === 'pause' && service.activeEnrollments > 0) {
    return {
      title: `Pause “${service.name}”?`,
      description: `${enrolled(service.activeEnrollments)} enrolled right now. They keep their enrollment, but nobody new can enroll until you publish it again.`,
      confirmLabel: 'Pause service',
      destructive: false,
    };
  }
  if (action === 'archive') {
    return {
      title: `Archive “${service.name}”?`,
      description:
        'It disappears from your public page for good and cannot be published again. Existing enrollments are kept. Duplicate it first if you may want to offer it again.',
      confirmLabel: 'Archive service',
      destructive: true,
    };
  }
  if (action === 'delete') {
    return {
      title: `Delete the draft “${service.name}”?`,
      description: 'The draft and its settings are removed. Nobody has seen it, so no link breaks.',
      confirmLabel: 'Delete draft',
      destructive: true,
    };
  }
  return null;
}
