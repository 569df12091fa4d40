import type { ServiceWorkflowAction } from '@/lib/catalogue/service-workflow';

export type WorkflowService = { id: string; name: string; status: string; activeEnrollments: number };

export type Confirmation = { title: string; description: string; confirmLabel: string; destructive: boolean };

/** `teacherServices.confirm`'s words (useTranslations('teacherServices.confirm')). */
type Say = (key: string, values?: Record<string, string | number>) => string;

/** The question asked before an action, or null when the action goes ahead at once. */
export function confirmationFor(action: ServiceWorkflowAction, service: WorkflowService, t: Say): Confirmation | null {
  const name = service.name;
  if (action === 'pause' && service.activeEnrollments > 0) {
    return {
      title: t('pauseTitle', { name }),
      description: t('pauseText', { count: service.activeEnrollments }),
      confirmLabel: t('pauseConfirm'),
      destructive: false,
    };
  }
  if (action === 'archive') {
    return {
      title: t('archiveTitle', { name }),
      description: t('archiveText'),
      confirmLabel: t('archiveConfirm'),
      destructive: true,
    };
  }
  if (action === 'delete') {
    return {
      title: t('deleteTitle', { name }),
      description: t('deleteText'),
      confirmLabel: t('deleteConfirm'),
      destructive: true,
    };
  }
  return null;
}
