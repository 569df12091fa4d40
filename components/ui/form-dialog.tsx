'use client';

import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

/** What the dialog hands to the form it holds. */
export type FormDialogControls = {
  /** The form's `id`: the footer's submit button submits that form. */
  formId: string;
  /** The form reports its request here, so the submit button shows it is busy. */
  onSavingChange: (saving: boolean) => void;
  /** Closes the dialog, e.g. once the form has saved. */
  close: () => void;
};

export type FormDialogProps = {
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** The footer's submit button, e.g. "Save schedule". */
  submitLabel: ReactNode;
  /** Extra classes for the dialog box, e.g. a wider `max-w-xl`. */
  className?: string;
  /** The form, mounted per opening so every opening starts from fresh values. */
  children: (controls: FormDialogControls) => ReactNode;
};

/**
 * A dialog holding one form: trigger button, title, description, the form, and a footer with
 * "Cancel" and a submit button outside the form (joined to it by `form={formId}`).
 */
export function FormDialog({ trigger, title, description, submitLabel, className, children }: FormDialogProps) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open ? children({ formId, onSavingChange: setSaving, close: () => setOpen(false) }) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={saving}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
