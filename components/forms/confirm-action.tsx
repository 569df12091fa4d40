'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ContractInput } from '@/lib/client/contract-types';
import type { RouteContract } from '@/lib/core/route-contract';

export type ConfirmActionProps<C extends RouteContract> = {
  /** The route to call once confirmed, and its input (path parameters, body). */
  contract: C;
  input: ContractInput<C>;
  /** The trigger's content, e.g. an icon and "Delete". */
  children: ReactNode;
  /** Accessible name of the trigger when its text alone is ambiguous ("Delete schedule Term time"). */
  label?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  disabled?: boolean;
  /** The id of a note that says why the trigger is disabled. */
  describedBy?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Red confirm button (default true: most confirmations guard something that cannot be undone). */
  destructive?: boolean;
  /** Toast after success. */
  done: string;
  /** Toast when the API refuses without a message of its own. */
  failure: string;
  /** A 404 counts as done (already gone in another tab); the refresh shows the list as it is. */
  goneIsDone?: boolean;
  /** Close the dialog on a refusal too (the refreshed page then shows why, e.g. a message already sent). */
  closeOnFailure?: boolean;
  /** Refresh the page on a refusal too: it shows what changed meanwhile (a newer version to sign). */
  refreshOnFailure?: boolean;
  /** Refresh the page's server components afterwards (default true). */
  refresh?: boolean;
  /** After success, before the page refreshes: go elsewhere, reload a list held in the client. */
  onDone?: () => void;
};

/**
 * A button that asks first, then calls one route through `useApiMutation`: the confirm button
 * shows the request, success closes the dialog with a toast and refreshes the page, a refusal is a
 * toast with the API's message.
 */
export function ConfirmAction<C extends RouteContract>(props: ConfirmActionProps<C>) {
  const { contract, input, children, label, variant = 'ghost', size = 'sm', disabled, onDone } = props;
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const mutation = useApiMutation(contract, {
    goneIsDone: props.goneIsDone,
    refresh: props.refresh,
    success: props.done,
    failure: props.failure,
    onSuccess: () => {
      setOpen(false);
      onDone?.();
    },
    onError: () => {
      if (props.closeOnFailure) setOpen(false);
      if (props.closeOnFailure || props.refreshOnFailure) router.refresh();
    },
  });

  return (
    <>
      <Button
        type="button"
        variant={variant}
        size={size}
        disabled={disabled}
        aria-label={label}
        aria-describedby={props.describedBy}
        onClick={() => setOpen(true)}
      >
        {children}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={props.title}
        description={props.description}
        confirmLabel={props.confirmLabel}
        destructive={props.destructive ?? true}
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate(input)}
      />
    </>
  );
}
