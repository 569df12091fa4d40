import { CircleAlert } from 'lucide-react';
import { useId, type ReactElement, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/presentation/cn';
import { Label } from '@/components/ui/label';

export type FormFieldProps = {
  label: ReactNode;
  /** The control: exactly one element (Input, Textarea, Select, Checkbox…). It receives
   *  id, aria-invalid, aria-describedby and aria-required. */
  children: ReactElement;
  /** Id of the control; generated when omitted. */
  id?: string;
  hint?: ReactNode;
  /** Inline error message; sets aria-invalid on the control and is announced. */
  error?: string | null;
  required?: boolean;
  className?: string;
  /** Visually hide the label (it stays the control's accessible name). */
  hideLabel?: boolean;
};

export function FormField({ label, children, id, hint, error, required, className, hideLabel }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId} required={required} className={cn(hideLabel && 'sr-only')}>
        {label}
      </Label>
      <Slot.Root
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
      >
        {children}
      </Slot.Root>
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-xs leading-5">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="text-danger-foreground flex items-start gap-1.5 text-xs leading-5 font-medium"
        >
          <CircleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
