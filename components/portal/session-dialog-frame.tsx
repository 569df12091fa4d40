'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { DialogShell, type DialogShellProps } from '@/components/ui/dialog-shell';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * The frame of a session card's action dialogs (cancel, reschedule): the dialog shell opened by a
 * small secondary button on the card.
 */
export function SessionDialogFrame({
  triggerLabel,
  ...shell
}: Omit<DialogShellProps, 'trigger'> & { triggerLabel: ReactNode }) {
  // The card is server markup: a click before React hydrates it reaches no handler and is lost (the
  // first click right after sign-in, on a cold page). Disabled until then, the button waits instead.
  const hydrated = useHydrated();
  return (
    <DialogShell
      {...shell}
      trigger={
        <Button variant="secondary" size="sm" disabled={!hydrated}>
          {triggerLabel}
        </Button>
      }
    />
  );
}

/**
 * The footer's buttons: once the action is done, one that closes; before, "keep" (closes) and the
 * dialog's own action buttons (`children`).
 */
export function SessionDialogButtons({
  done,
  doneLabel,
  keepLabel,
  children,
}: {
  done: boolean;
  doneLabel: ReactNode;
  keepLabel: ReactNode;
  children: ReactNode;
}) {
  if (done)
    return (
      <DialogClose asChild>
        <Button>{doneLabel}</Button>
      </DialogClose>
    );
  return (
    <>
      <DialogClose asChild>
        <Button variant="secondary">{keepLabel}</Button>
      </DialogClose>
      {children}
    </>
  );
}

/** Why the action was refused, announced when it appears. */
export function SessionDialogError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-danger-foreground text-sm font-medium">
      {message}
    </p>
  );
}
