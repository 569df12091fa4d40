'use client';

import { TrackEvent } from '@/components/analytics/track-event';
import { CircleAlert } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { previewStudentSeriesRoute } from '@/lib/booking/series/contracts';
import { maxSeriesOccurrences, type TSeriesPreview } from '@/lib/booking/series/schemas';
import { bookStudentSessionRoute } from '@/lib/booking/student/contracts';
import { ApiRefusal } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { formatZoneName } from '@/lib/presentation/format';
import type { TCurrentLegalDocument } from '@/lib/legal/schemas';
import { BookingConfirmation } from './booking-confirmation';
import { isSlotTaken, useBookingFailureMessage } from './booking-messages';
import { BookingFormError, ConsentController } from './consent-field';
import type { PickedSlot } from './slot-picker';
import { StudentSeriesPreview } from './student-series-preview';
import { studentBookingSchema, studentRepeatValues } from './student-booking-schema';

type Props = {
  teacherName: string;
  serviceId: string;
  /** The public service page, where a student without credits enrolls. */
  servicePath: string;
  /** For the booking_completed analytics event. */
  teacherSlug?: string;
  documents: TCurrentLegalDocument[];
  picked: PickedSlot | null;
  onSlotTaken: () => void;
  /** The service lets students book a weekly series (0029): "Repeat" is offered. */
  allowsRecurring?: boolean;
};

type Booked = { label: string; timeZone: string; series?: boolean };
/** The dates checked, for the time they were checked for. */
type SeriesStep = { preview: TSeriesPreview; timeZone: string; startUtc: string };

const hasNoCredits = (error: unknown) =>
  error instanceof ApiRefusal && error.status === 422 && error.code === 'NO_CREDITS';

/**
 * A signed-in student books a session of a service they hold credits in (POST /api/student/sessions),
 * or, where the service allows it, a weekly / fortnightly series: "Check dates" previews every lesson
 * on their clock, then "Book N lessons" (POST /api/student/session-series).
 */
export function StudentBookingForm(props: Props) {
  const { teacherName, serviceId, servicePath, documents, picked, onSlotTaken, allowsRecurring = false } = props;
  const { teacherSlug } = props;
  const t = useTranslations('studentBooking');
  const regional = useRegionalFormat();
  const bookingFailureMessage = useBookingFailureMessage();
  const schema = useMemo(() => studentBookingSchema(t), [t]);
  const repeatOptions = studentRepeatValues.map((value) => ({ value, label: t(`repeat.${value}`) }));
  const [booked, setBooked] = useState<Booked | null>(null);
  const [series, setSeries] = useState<SeriesStep | null>(null);
  const [noCredits, setNoCredits] = useState(false);
  const { form, onSubmit, formError, setFormError } = useApiForm({
    schema,
    defaultValues: { consentAccepted: false, repeat: 'none', count: 4 },
    /** Answers the booked time (or the series to check), or null when the form says why. */
    submit: async (values): Promise<Booked | SeriesStep | null> => {
      setNoCredits(false);
      if (!picked) {
        setFormError(t('form.chooseFirst'));
        return null;
      }
      if (values.repeat !== 'none') {
        const request = {
          serviceId,
          startUtc: picked.slot.startUtc,
          timezone: picked.timeZone,
          frequency: values.repeat,
          count: values.count,
        };
        const preview = await callApi(previewStudentSeriesRoute, { body: request });
        return { preview, timeZone: picked.timeZone, startUtc: picked.slot.startUtc };
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
    onSuccess: (answer) => {
      if (answer) return 'preview' in answer ? setSeries(answer) : setBooked(answer);
    },
    fieldFor: () => null,
    messageFor: bookingFailureMessage,
    fallback: t('form.failed'),
  });
  const { isSubmitting, errors } = form.formState;
  const repeat = useWatch({ control: form.control, name: 'repeat' });
  // The dates checked belong to one time and one repeat: changing either checks them again.
  const checked = series && series.startUtc === picked?.slot.startUtc ? series : null;
  useEffect(() => {
    const subscription = form.watch(() => setSeries(null));
    return () => subscription.unsubscribe();
  }, [form]);

  if (booked) {
    return (
      <BookingConfirmation title={t('booked.title', { label: booked.label })} portalLink>
        {teacherSlug ? <TrackEvent slug={teacherSlug} type="booking_completed" serviceId={serviceId} /> : null}
        <p>
          {t(booked.series ? 'booked.series' : 'booked.single', {
            teacher: teacherName,
            zone: formatZoneName(booked.timeZone, regional),
          })}
        </p>
      </BookingConfirmation>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('form.label')}>
      {allowsRecurring ? (
        <div className="grid grid-cols-2 gap-3">
          <FormField label={t('form.repeat')} error={errors.repeat?.message}>
            <Select options={repeatOptions} {...form.register('repeat')} />
          </FormField>
          {repeat !== 'none' ? (
            <FormField label={t('form.count')} required error={errors.count?.message}>
              <Input
                type="number"
                inputMode="numeric"
                min={2}
                max={maxSeriesOccurrences}
                {...form.register('count', { valueAsNumber: true })}
              />
            </FormField>
          ) : null}
        </div>
      ) : null}
      <ConsentController control={form.control} documents={documents} teacherName={teacherName} />
      {noCredits ? (
        <p role="alert" className="text-danger-foreground flex items-start gap-2 text-sm font-medium">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {t('credits.none')}{' '}
            <Link href={servicePath} className="text-primary underline underline-offset-2">
              {t('form.servicePage')}
            </Link>
          </span>
        </p>
      ) : null}
      <BookingFormError message={formError} />
      {checked ? (
        <StudentSeriesPreview
          preview={checked.preview}
          request={{ serviceId, frequency: checked.preview.frequency, timezone: checked.timeZone }}
          timeZone={checked.timeZone}
          onBooked={(booked) =>
            setBooked({
              label: t('booked.lessons', { count: booked.occurrences.length }),
              timeZone: checked.timeZone,
              series: true,
            })
          }
        />
      ) : (
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {t(repeat === 'none' ? 'form.label' : 'form.checkDates')}
        </Button>
      )}
    </form>
  );
}
