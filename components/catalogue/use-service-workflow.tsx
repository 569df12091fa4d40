'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ServiceWorkflowAction } from '@/lib/catalogue/service-workflow';
import { confirmationFor, type WorkflowService } from './workflow-confirmations';
import {
  archiveServiceRoute,
  deleteServiceRoute,
  pauseServiceRoute,
  publishServiceRoute,
} from '@/lib/catalogue/contracts';

type Options = {
  /** After a successful action (default: refresh the page's server data). */
  onDone?: (action: ServiceWorkflowAction) => void;
  /** Where focus goes when a confirmation closes (the menu that opened it is gone by then). */
  returnFocus?: () => void;
};

/**
 * Publish, pause, archive and delete one service through the API, asking first when the action
 * deserves it (see workflow-confirmations.ts). Render `dialog` once next to the controls.
 */
export function useServiceWorkflow(service: WorkflowService, { onDone, returnFocus }: Options = {}) {
  const t = useTranslations('teacherServices');
  const ask = useTranslations('teacherServices.confirm');
  const [asking, setAsking] = useState<ServiceWorkflowAction | null>(null);
  const mutationOf = (action: ServiceWorkflowAction) => ({
    // onDone replaces the refresh (a page that navigates away after a delete).
    refresh: !onDone,
    success: t(`workflowDone.${action}`, { name: service.name }),
    failure: t('workflowDone.failed'),
    onSuccess: () => {
      setAsking(null);
      onDone?.(action);
    },
    onError: () => setAsking(null),
  });
  const mutations = {
    publish: useApiMutation(publishServiceRoute, mutationOf('publish')),
    pause: useApiMutation(pauseServiceRoute, mutationOf('pause')),
    archive: useApiMutation(archiveServiceRoute, mutationOf('archive')),
    delete: useApiMutation(deleteServiceRoute, mutationOf('delete')),
  };
  const pending =
    (Object.keys(mutations) as ServiceWorkflowAction[]).find((action) => mutations[action].isPending) ?? null;
  const run = (action: ServiceWorkflowAction) => mutations[action].mutate({ params: { id: service.id } });

  function request(action: ServiceWorkflowAction) {
    if (confirmationFor(action, service, ask)) setAsking(action);
    else run(action);
  }

  const question = asking ? confirmationFor(asking, service, ask) : null;
  const dialog: ReactNode = (
    <ConfirmDialog
      open={question !== null}
      onOpenChange={(open) => {
        if (!open) setAsking(null);
      }}
      onCloseAutoFocus={returnFocus}
      title={question?.title ?? ''}
      description={question?.description ?? ''}
      confirmLabel={question?.confirmLabel ?? ''}
      destructive={question?.destructive}
      pending={pending !== null}
      onConfirm={() => asking && run(asking)}
    />
  );

  return { request, pending, dialog };
}
