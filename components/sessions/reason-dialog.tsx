'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

const maxReasonLength = 500;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending: boolean;
  /** The API's refusal, shown in the dialog. */
  error: string | null;
  /** An extra checkbox (e.g. "apply my cancellation policy"). */
  option?: { label: string; hint: string };
  /** Resolves true when done (the caller closes the dialog). */
  onConfirm: (values: { reason?: string; option: boolean }) => Promise<boolean>;
};

/** A destructive decision with an optional reason (reject a trial, cancel a session). */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending,
  error,
  option,
  onConfirm,
}: Props) {
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [tooLong, setTooLong] = useState(false);
  const optionId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = reason.trim();
    if (text.length > maxReasonLength) return setTooLong(true);
    setTooLong(false);
    if (await onConfirm({ reason: text || undefined, option: checked })) {
      setReason('');
      setChecked(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <FormField
            label="Reason (optional)"
            hint={`At most ${maxReasonLength} characters`}
            error={tooLong ? `Keep the reason under ${maxReasonLength} characters` : null}
          >
            <Textarea rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
          </FormField>
          {option ? (
            <div className="flex items-start gap-2">
              <Checkbox
                id={optionId}
                checked={checked}
                onCheckedChange={(value) => setChecked(value === true)}
                aria-describedby={`${optionId}-hint`}
                className="mt-0.5"
              />
              <div className="flex flex-col gap-0.5">
                <Label htmlFor={optionId}>{option.label}</Label>
                <p id={`${optionId}-hint`} className="text-muted-foreground text-xs leading-5">
                  {option.hint}
                </p>
              </div>
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="text-danger-foreground text-sm font-medium">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Keep it</Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={pending}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
