'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { createTeacherSessionRoute } from '@/lib/booking/contracts';
import { callApi } from '@/lib/client/call-api';
import { formatDuration } from '@/lib/ui/format';
import {
  creditsLeft,
  newSessionFormSchema,
  toCreateSessionBody,
  type BookingOptions,
  type NewSessionFormValues,
} from './new-session-schema';
import { zoneLabel } from './session-format';

type Props = {
  options: BookingOptions;
  /** The teacher's IANA zone: the date and time are read on its clock. */
  timeZone: string;
  defaults: { studentId?: string; date?: string };
};

const slotTakenMessage = 'You already have a session at that time';
/** Where the API's validation details land: the instant is made of the date and the time. */
const fieldOf: Record<string, keyof NewSessionFormValues> = {
  studentId: 'studentId',
  serviceId: 'serviceId',
  startUtc: 'time',
  timezone: 'time',
};

/**
 * The teacher books a session for one of their students (POST /api/teacher/sessions) at any time of
 * their choosing: published availability does not bind their own calendar, only an overlap is refused.
 */
export function NewSessionForm({ options, timeZone, defaults }: Props) {
  const router = useRouter();
  const schema = useMemo(() => newSessionFormSchema(timeZone), [timeZone]);
  const { form, onSubmit, formError } = useApiForm({
    schema,
    submit: (values: NewSessionFormValues) =>
      callApi(createTeacherSessionRoute, { body: toCreateSessionBody(values, timeZone) }),
    onSuccess: (session) => router.push(`/teacher/sessions/${session.id}`),
    fieldFor: (path) => fieldOf[path.split('.')[0] ?? ''] ?? null,
    // The teacher already has a session then (SLOT_UNAVAILABLE).
    codeFields: { SLOT_UNAVAILABLE: 'time' },
    messageFor: (refusal) => (refusal.status === 409 ? slotTakenMessage : undefined),
    fallback: 'The session could not be booked. Try again.',
    defaultValues: {
      studentId: defaults.studentId ?? '',
      serviceId: options.services.length === 1 ? options.services[0]!.id : '',
      date: defaults.date ?? '',
      time: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [studentId, serviceId] = useWatch({ control: form.control, name: ['studentId', 'serviceId'] });
  const service = options.services.find((s) => s.id === serviceId);
  const credits = studentId && serviceId ? creditsLeft(options.credits, studentId, serviceId) : null;
  const studentName = options.students.find((s) => s.id === studentId)?.name ?? 'The student';

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Book a session">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Student" required error={errors.studentId?.message}>
          <Select
            placeholder="Choose a student"
            options={options.students.map((s) => ({ value: s.id, label: s.name }))}
            {...form.register('studentId')}
          />
        </FormField>
        <FormField
          label="Service"
          required
          error={errors.serviceId?.message}
          hint={service ? `Lasts ${formatDuration(service.durationMinutes)}` : undefined}
        >
          <Select
            placeholder="Choose a service"
            options={options.services.map((s) => ({ value: s.id, label: s.name }))}
            {...form.register('serviceId')}
          />
        </FormField>
        <FormField label="Date" required error={errors.date?.message}>
          <Input type="date" {...form.register('date')} />
        </FormField>
        <FormField label="Start time" required error={errors.time?.message}>
          <Input type="time" step={300} {...form.register('time')} />
        </FormField>
      </div>
      <p className="text-muted-foreground text-sm">Times are in your zone, {zoneLabel(timeZone)}.</p>
      {credits !== null ? (
        <p className="text-sm" aria-live="polite">
          {credits > 0
            ? `${studentName} has ${credits} credit${credits === 1 ? '' : 's'} left for this service: the session takes one.`
            : 'No active enrollment with credits for this service: the session is booked without one.'}
        </p>
      ) : null}
      {formError ? (
        <p role="alert" className="text-danger-foreground text-sm font-medium">
          {formError}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting}>
        Book session
      </Button>
    </form>
  );
}
