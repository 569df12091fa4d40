'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { rescheduleTeacherSessionRoute } from '@/lib/booking/reschedule-contracts';
import { callApi } from '@/lib/client/call-api';
import { formatInZone } from '@/lib/core/format-time';
import { zonedInstant, zonedIsoDate, zonedToday } from '@/lib/core/zoned-date';
import { formatDateTime, formatZoneName } from '@/lib/presentation/format';
import { NewStartDialog } from './new-start-dialog';

type Props = {
  session: { id: string; status: string; startsAt: string; endsAt: string };
  /** The teacher's zone: the new date and time are read on its clock. */
  timeZone: string;
};

const movable = new Set(['scheduled', 'pending_confirmation']);

/** The session's start on the teacher's clock, down to its quarter hour (the select's steps). */
function quarterOf(instant: string, timeZone: string) {
  const [hours, minutes] = formatInZone(instant, timeZone, 'clock').split(':').map(Number) as [number, number];
  return `${String(hours).padStart(2, '0')}:${String(minutes - (minutes % 15)).padStart(2, '0')}`;
}

/** The instant the fields name so far, or null while they are incomplete. */
function readStart(date: string, time: string, timeZone: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  try {
    return zonedInstant(date, time, timeZone);
  } catch {
    return null;
  }
}

/**
 * "Reschedule" on the teacher's session page (also the keyboard way to do what dragging does in the
 * calendar): a new date and quarter hour on the teacher's clock, the zone named, the session keeping
 * its length. Shown only for a session the teacher may still move.
 */
export function RescheduleSessionDialog({ session, timeZone }: Props) {
  const t = useTranslations('teacherSessionTools.reschedule');
  const regional = useRegionalFormat();
  const [open] = useState(() => movable.has(session.status) && Date.parse(session.startsAt) > Date.now());
  if (!open) return null;
  const at = (instant: string | number) => formatDateTime(instant, timeZone, 'sessionStart', regional);
  const clock = (instant: string | number) => formatDateTime(instant, timeZone, 'clock', regional);
  const zone = formatZoneName(timeZone, regional);
  const length = Date.parse(session.endsAt) - Date.parse(session.startsAt);

  return (
    <div className="mt-3">
      <NewStartDialog
        trigger={t('trigger')}
        title={t('title')}
        description={t('description', { from: at(session.startsAt), to: clock(session.endsAt), zone })}
        submitLabel={t('submit')}
        label={t('form')}
        timeZone={timeZone}
        defaultValues={{
          date: zonedIsoDate(new Date(session.startsAt), timeZone),
          time: quarterOf(session.startsAt, timeZone),
        }}
        timeInput="quarterHours"
        minDate={zonedToday(timeZone)}
        refusalsOnTime
        send={(startUtc) => callApi(rescheduleTeacherSessionRoute, { params: { id: session.id }, body: { startUtc } })}
        onMoved={(moved) => toast.success(t('moved', { when: at(moved.session.startsAt) }))}
        fallback={t('failed')}
        preview={({ date, time }) => {
          const start = readStart(date, time, timeZone);
          return (
            <p className="text-sm" aria-live="polite">
              {start?.ok
                ? t.rich('newTime', {
                    from: at(start.instant.getTime()),
                    to: clock(start.instant.getTime() + length),
                    zone,
                    when: (chunks) => <span className="font-medium">{chunks}</span>,
                  })
                : t('choose')}
            </p>
          );
        }}
      />
    </div>
  );
}
