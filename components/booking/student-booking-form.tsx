'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { sendJson } from '@/components/services/send-json';
import { Button } from '@/components/ui/button';
import type { TBookStudentSessionInput, TStudentSession } from '@/lib/booking/student/schemas';
import type { TCurrentLegalDocument } from '@/lib/legal/schemas';
import { BookingConfirmation } from './booking-confirmation';
import { bookingFailureMessage, isSlotTaken } from './booking-messages';
import { ConsentField } from './consent-field';
import type { PickedSlot } from './slot-picker';

type Props = {
  teacherName: string;
  serviceId: string;
  /** The public service page, where a student without credits enrolls. */
  servicePath: string;
  documents: TCurrentLegalDocument[];
  picked: PickedSlot | null;
  onSlotTaken: () => void;
};

const ZConsent = z.object({
  consentAccepted: z.boolean().refine((value) => value, 'Agree to the terms to book this time'),
});
type ConsentValues = z.infer<typeof ZConsent>;

/** A signed-in student books a session of a service they hold credits in (POST /api/student/sessions). */
export function StudentBookingForm({ teacherName, serviceId, servicePath, documents, picked, onSlotTaken }: Props) {
  const [booked, setBooked] = useState<{ label: string; timeZone: string } | null>(null);
  const [noCredits, setNoCredits] = useState(false);
  const form = useForm<ConsentValues>({
    resolver: zodResolver(ZConsent),
    mode: 'onTouched',
    defaultValues: { consentAccepted: false },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit() {
    setNoCredits(false);
    if (!picked) return form.setError('root', { message: 'Choose a time above first.' });
    const body: TBookStudentSessionInput = {
      serviceId,
      startUtc: picked.slot.startUtc,
      timezone: picked.timeZone,
      consentAccepted: true,
    };
    const answer = await sendJson<TStudentSession>('POST', '/api/student/sessions', body);
    if (answer.ok) {
      setBooked({ label: picked.slot.label, timeZone: picked.timeZone });
      return;
    }
    if (answer.status === 422 && answer.error?.code === 'NO_CREDITS') {
      setNoCredits(true);
      return;
    }
    if (isSlotTaken(answer)) onSlotTaken();
    form.setError('root', { message: bookingFailureMessage(answer) });
  }

  if (booked) {
    return (
      <BookingConfirmation title={`Booked: ${booked.label}`} portalLink>
        <p>
          Your session with {teacherName} is booked. Times are in {booked.timeZone.replace(/_/g, ' ')}.
        </p>
      </BookingConfirmation>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4" aria-label="Book this time">
      <Controller
        control={form.control}
        name="consentAccepted"
        render={({ field, fieldState }) => (
          <ConsentField
            checked={field.value}
            onCheckedChange={(checked) => {
              field.onChange(checked);
              field.onBlur();
            }}
            error={fieldState.error?.message}
            documents={documents}
            teacherName={teacherName}
          />
        )}
      />
      {noCredits ? (
        <p role="alert" className="text-danger-foreground flex items-start gap-2 text-sm font-medium">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            You have no sessions left: enroll first.{' '}
            <Link href={servicePath} className="text-primary underline underline-offset-2">
              Go to the service page
            </Link>
          </span>
        </p>
      ) : null}
      {errors.root?.message ? (
        <p role="alert" className="text-danger-foreground flex items-start gap-2 text-sm font-medium">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        Book this time
      </Button>
    </form>
  );
}
