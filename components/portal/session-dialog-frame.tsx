'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
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
