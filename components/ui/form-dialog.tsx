'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { DialogShell } from '@/components/ui/dialog-shell';

/** What the dialog hands to the form it holds. */
export type FormDialogControls = {
  /** The form's `id`: the footer's submit button submits that form. */
  formId: string;
  /** The form reports its request here, so the submit button shows it is busy. */
  onSavingChange: (saving: boolean) => void;
  /** Closes the dialog, e.g. once the form has saved. */
  close: () => void;
  /** Disables the submit button while the form cannot be sent (e.g. not exactly four KPIs chosen). */
  onCanSubmitChange: (canSubmit: boolean) => void;
};

/** Reports a form's request (useApiForm's `submitting`) to the dialog's submit button. */
export function useSavingReport(submitting: boolean, onSavingChange: (saving: boolean) => void) {
  useEffect(() => onSavingChange(submitting), [submitting, onSavingChange]);
}

export type FormDialogProps = {
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** The footer's submit button, e.g. "Save schedule". */
  submitLabel: ReactNode;
  /** The footer's button that closes without sending, when "Cancel" would read wrong (e.g. "Keep it"). */
  cancelLabel?: ReactNode;
  /** Extra classes for the dialog box, e.g. a wider `max-w-xl`. */
  className?: string;
  /** A red submit button, for a form that confirms something destructive. */
  destructive?: boolean;
  /** Controlled opening, for a dialog opened from elsewhere than its trigger (then `trigger` may be null). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The form, mounted per opening so every opening starts from fresh values. */
  children: (controls: FormDialogControls) => ReactNode;
};

/**
 * A dialog holding one form: trigger button, title, description, the form, and a footer with
 * "Cancel" and a submit button outside the form (joined to it by `form={formId}`).
 */
export function FormDialog(props: FormDialogProps) {
  const { trigger, title, description, submitLabel, cancelLabel, className, destructive, children } = props;
  const t = useTranslations('ui.dialog');
  const formId = useId();
  const [ownOpen, setOwnOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [canSubmit, setCanSubmit] = useState(true);
  const open = props.open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (props.open === undefined) setOwnOpen(next);
    props.onOpenChange?.(next);
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title}
      description={description}
      className={className}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{cancelLabel ?? t('cancel')}</Button>
          </DialogClose>
          <Button
            type="submit"
            form={formId}
            variant={destructive ? 'danger' : 'primary'}
            loading={saving}
            disabled={!canSubmit}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      {open
        ? children({
            formId,
            onSavingChange: setSaving,
            close: () => setOpen(false),
            onCanSubmitChange: setCanSubmit,
          })
        : null}
    </DialogShell>
  );
}
