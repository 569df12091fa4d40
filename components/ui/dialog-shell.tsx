'use client';

import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

export type DialogShellProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog; focus returns to it when the dialog closes. None when opened from elsewhere. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Extra classes for the dialog box, e.g. a wider `max-w-xl`. */
  className?: string;
  children: ReactNode;
  /** The footer's buttons; none when the body brings its own (a form with its submit button). */
  footer?: ReactNode;
};

/**
 * The one dialog frame of the app: trigger, title, description, body, footer. FormDialog holds a
 * single form in it; dialogs with steps (preview, then confirm) use it directly with their own footer.
 */
export function DialogShell({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  className,
  children,
  footer,
}: DialogShellProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {footer ? <DialogFooter>{footer}</DialogFooter> : null}
      </DialogContent>
    </Dialog>
  );
}
