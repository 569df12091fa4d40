'use client';

import { useState } from 'react';
import { TrackEvent } from '@/components/analytics/track-event';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { requestTrialSessionRoute } from '@/lib/booking/trials/contracts';
import type { TTrialSessionInput } from '@/lib/booking/trials/schemas';
import { callApi } from '@/lib/client/call-api';
import { formatZoneName } from '@/lib/core/format-time';
import type { TCurrentLegalDocument } from '@/lib/legal/schemas';
import { BookingConfirmation } from './booking-confirmation';
import { bookingFailureMessage, isSlotTaken } from './booking-messages';
import { BookingFormError, ConsentController } from './consent-field';
import type { PickedSlot } from './slot-picker';
import { ZTrialForm, type TrialFormValues } from './trial-form-schema';

type Props = {
  teacher: { name: string; slug: string };
  serviceId: string;
  paid: boolean;
  documents: TCurrentLegalDocument[];
  picked: PickedSlot | null;
  /** The time was taken meanwhile (409): the page reloads the times and clears the choice. */
  onSlotTaken: () => void;
  /** A signed-in student's name and address, to start with. */
  defaults?: { name: string; email: string };
};

const fields = new Set(['name', 'email', 'note'] as const);
const isField = (path: string): path is 'name' | 'email' | 'note' => (fields as Set<string>).has(path);

/** A visitor's trial request: unpaid -> "request sent"; paid -> the processor's checkout. */
export function TrialBookingForm({ teacher, serviceId, paid, documents, picked, onSlotTaken, defaults }: Props) {
  const [sent, setSent] = useState<{ label: string; timeZone: string; email: string } | null>(null);
  const { form, onSubmit, formError, setFormError } = useApiForm({
    schema: ZTrialForm,
    defaultValues: { name: defaults?.name ?? '', email: defaults?.email ?? '', note: '', consentAccepted: false },
    submit,
    fieldFor: (path) => (isField(path) ? path : null),
    messageFor: bookingFailureMessage,
    fallback: 'Something went wrong. Try again.',
  });
  const { errors, isSubmitting } = form.formState;

  /** Sends the request; the checkout or the "request sent" screen follows, a refusal is thrown to the form. */
  async function submit(values: TrialFormValues): Promise<void> {
    if (!picked) return setFormError('Choose a time above first.');
    const body: TTrialSessionInput = {
      serviceId,
      startUtc: picked.slot.startUtc,
      timezone: picked.timeZone,
      name: values.name,
      email: values.email,
      ...(values.note ? { note: values.note } : {}),
      consentAccepted: true,
    };
    const result = await callApi(requestTrialSessionRoute, { params: { slug: teacher.slug }, body }).catch(
      (error: unknown) => {
        if (isSlotTaken(error)) onSlotTaken();
        throw error;
      },
    );
    if (result.status === 'checkout') return void window.location.assign(result.checkoutUrl);
    setSent({ label: picked.slot.label, timeZone: picked.timeZone, email: values.email });
  }

  if (sent) {
    return (
      <BookingConfirmation title={`Request sent: ${teacher.name} will confirm ${sent.label}`}>
        <TrackEvent slug={teacher.slug} type="booking_completed" serviceId={serviceId} />
        <p>
          Times are in {formatZoneName(sent.timeZone)}. We will e-mail{' '}
          <span className="text-foreground font-medium">{sent.email}</span> when {teacher.name} confirms.
        </p>
      </BookingConfirmation>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Request a trial">
      <FormField label="Your name" required error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label="E-mail" required error={errors.email?.message} hint="We write to you here about your trial.">
        <Input type="email" inputMode="email" autoComplete="email" spellCheck={false} {...form.register('email')} />
      </FormField>
      <FormField label="Note for the teacher" error={errors.note?.message} hint="Optional: your level, your goals…">
        <Textarea rows={3} maxLength={1000} {...form.register('note')} />
      </FormField>
      <ConsentController control={form.control} documents={documents} teacherName={teacher.name} />
      <BookingFormError message={formError} />
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        {paid ? 'Continue to payment' : 'Request trial'}
      </Button>
      {paid ? (
        <p className="text-muted-foreground text-xs leading-5">
          The time is held for 15 minutes while you pay on the secure page of our payment processor.
        </p>
      ) : null}
    </form>
  );
}
