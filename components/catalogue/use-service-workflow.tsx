'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ServiceWorkflowAction } from '@/lib/catalogue/service-workflow';
import { confirmationFor, type WorkflowService } from './workflow-confirmations';
import { refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import {
  archiveServiceRoute,
  deleteServiceRoute,
  pauseServiceRoute,
  publishServiceRoute,
} from '@/lib/catalogue/contracts';

const ROUTES = {
  publish: publishServiceRoute,
  pause: pauseServiceRoute,
  archive: archiveServiceRoute,
  delete: deleteServiceRoute,
} as const;

const DONE: Record<ServiceWorkflowAction, string> = {
  publish: 'is published',
  pause: 'is paused',
  archive: 'is archived',
  delete: 'was deleted',
};

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
  const router = useRouter();
  const [pending, setPending] = useState<ServiceWorkflowAction | null>(null);
  const [asking, setAsking] = useState<ServiceWorkflowAction | null>(null);

  async function run(action: ServiceWorkflowAction) {
    setPending(action);
    try {
      await callApi(ROUTES[action], { params: { id: service.id } });
    } catch (error) {
      toast.error(refusalMessage(error, 'That did not work. Try again.'));
      return;
    } finally {
      setPending(null);
      setAsking(null);
    }
    toast.success(`“${service.name}” ${DONE[action]}.`);
    if (onDone) onDone(action);
    else router.refresh();
  }

  function request(action: ServiceWorkflowAction) {
    if (confirmationFor(action, service)) setAsking(action);
    else void run(action);
  }

  const question = asking ? confirmationFor(asking, service) : null;
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
      onConfirm={() => asking && void run(asking)}
    />
  );

  return { request, pending, dialog };
}
