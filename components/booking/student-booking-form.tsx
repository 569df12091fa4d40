'use client';

import { CircleAlert } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { bookStudentSessionRoute } from '@/lib/booking/student/contracts';
import { ApiRefusal } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { formatZoneName } from '@/lib/core/format-time';
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

const hasNoCredits = (error: unknown) =>
  error instanceof ApiRefusal && error.status === 422 && error.code === 'NO_CREDITS';

/** A signed-in student books a session of a service they hold credits in (POST /api/student/sessions). */
export function StudentBookingForm({ teacherName, serviceId, servicePath, documents, picked, onSlotTaken }: Props) {
  const [booked, setBooked] = useState<{ label: string; timeZone: string } | null>(null);
  const [noCredits, setNoCredits] = useState(false);
  const { form, onSubmit, formError, setFormError } = useApiForm({
    schema: ZConsent,
    defaultValues: { consentAccepted: false },
    /** Answers the booked time, or null when nothing was booked and the form says why. */
    submit: async () => {
      setNoCredits(false);
      if (!picked) {
        setFormError('Choose a time above first.');
        return null;
      }
      const body = {
        serviceId,
        startUtc: picked.slot.startUtc,
        timezone: picked.timeZone,
        consentAccepted: true as const,
      };
      try {
        await callApi(bookStudentSessionRoute, { body });
        return { label: picked.slot.label, timeZone: picked.timeZone };
      } catch (error) {
        if (hasNoCredits(error)) {
          setNoCredits(true);
          return null;
        }
        if (isSlotTaken(error)) onSlotTaken();
        throw error;
      }
    },
    onSuccess: (answer) => setBooked(answer),
    fieldFor: () => null,
    messageFor: bookingFailureMessage,
    fallback: 'Something went wrong. Try again.',
  });
  const { isSubmitting } = form.formState;

  if (booked) {
    return (
      <BookingConfirmation title={`Booked: ${booked.label}`} portalLink>
        <p>
          Your session with {teacherName} is booked. Times are in {formatZoneName(booked.timeZone)}.
        </p>
      </BookingConfirmation>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Book this time">
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
      {formError ? (
        <p role="alert" className="text-danger-foreground flex items-start gap-2 text-sm font-medium">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        Book this time
      </Button>
    </form>
  );
}
