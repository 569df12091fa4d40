'use client';

import { RotateCcw } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { failureMessage, sendJson } from '@/components/services/send-json';
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
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { TRefundPaymentInput, TRefundResult } from '@/lib/payments/schemas';
import { formatMoney } from '@/lib/ui/format';
import { amountProblem, formatMajorAmount, parseMajorAmount } from '@/lib/ui/money-input';

const REASONS = [
  { value: 'requested_by_customer', label: 'Requested by the student' },
  { value: 'duplicate', label: 'Duplicate payment' },
  { value: 'fraudulent', label: 'Fraudulent' },
];

type Props = {
  paymentId: string;
  studentName: string;
  currency: string;
  /** Minor units a refund may still take back. */
  refundable: number;
};

/** Full or partial refund of one payment; the amount is typed in major units and never exceeds `refundable`. */
export function RefundDialog(props: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="secondary" size="sm">
          <RotateCcw aria-hidden="true" /> Refund
        </Button>
      </DialogTrigger>
      <DialogContent>
        {/* Mounted per opening: a fresh idempotency key and fresh fields each time. */}
        {open ? <RefundForm {...props} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RefundForm({ paymentId, studentName, currency, refundable, onDone }: Props & { onDone: () => void }) {
  const router = useRouter();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [mode, setMode] = useState<'full' | 'partial'>('full');
  const [amountText, setAmountText] = useState(() => formatMajorAmount(refundable, currency));
  const [reason, setReason] = useState('requested_by_customer');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const max = formatMoney(refundable, currency);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    let amount: number | undefined;
    if (mode === 'partial') {
      const parsed = parseMajorAmount(amountText, currency);
      if (!parsed.ok) {
        setAmountError(parsed.reason === 'empty' ? 'Enter an amount' : amountProblem(parsed.reason, currency));
        return;
      }
      if (parsed.minor <= 0) {
        setAmountError('Enter an amount above zero');
        return;
      }
      if (parsed.minor > refundable) {
        setAmountError(`At most ${max} can be refunded`);
        return;
      }
      amount = parsed.minor;
    }
    setAmountError(null);
    setBusy(true);
    const body: TRefundPaymentInput = {
      paymentId,
      ...(amount === undefined ? {} : { amount }),
      reason: reason as TRefundPaymentInput['reason'],
      idempotencyKey,
    };
    const answer = await sendJson<TRefundResult>('POST', '/api/teacher/payments/refund', body);
    setBusy(false);
    if (!answer.ok) {
      setServerError(failureMessage(answer, 'The refund could not be made. Try again.'));
      return;
    }
    toast.success(
      `Refund of ${formatMoney(answer.data.amount, answer.data.currency)} sent; it is applied when the processor confirms it.`,
    );
    onDone();
    router.refresh();
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>Refund payment</DialogTitle>
        <DialogDescription>
          {studentName}: up to {max} can be refunded to the card used.
        </DialogDescription>
      </DialogHeader>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-foreground mb-1 text-sm font-medium">Amount</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="refund-mode"
            value="full"
            checked={mode === 'full'}
            onChange={() => setMode('full')}
            className="accent-primary size-4"
          />
          Full refund ({max})
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="refund-mode"
            value="partial"
            checked={mode === 'partial'}
            onChange={() => setMode('partial')}
            className="accent-primary size-4"
          />
          Partial refund
        </label>
      </fieldset>
      {mode === 'partial' ? (
        <FormField label={`Amount to refund (${currency})`} hint={`At most ${max}`} error={amountError} required>
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
          />
        </FormField>
      ) : null}
      <FormField label="Reason">
        <Select value={reason} onChange={(event) => setReason(event.target.value)} options={REASONS} />
      </FormField>
      {serverError ? (
        <p role="alert" className="bg-danger-soft text-danger-foreground rounded-md px-3 py-2 text-sm">
          {serverError}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant="danger" loading={busy}>
          Refund
        </Button>
      </DialogFooter>
    </form>
  );
}
