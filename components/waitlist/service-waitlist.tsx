import { BellRing, Hourglass } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { Locale } from '@/lib/core/locale';
import { formatDateTime, formatOrdinal } from '@/lib/presentation/format';
import type { TServiceWaitlist } from '@/lib/waitlist/schemas';
import { OfferPlaceButton } from './offer-place-button';

type Props = { service: { id: string; name: string }; waitlist: TServiceWaitlist; timezone: string };

type Say = (key: string, values?: Record<string, string | number>) => string;

/** What the teacher can do about the line: offer a free place, or why none is free. */
function roomNote({ capacity, placesLeft, total }: TServiceWaitlist, t: Say): string {
  if (total === 0) return t('nobody');
  if (placesLeft === 0) return t('full', { count: capacity ?? 0 });
  return placesLeft === null ? t('unlimited') : t('free', { count: placesLeft });
}

/**
 * The waitlist of one service on its roster page: who waits, since when, at which position (the one
 * the student is told) and whether a place was offered to them, with an "Offer a place" action.
 */
export function ServiceWaitlist({ service, waitlist, timezone }: Props) {
  const t = useTranslations('waitlist.service');
  const locale = useLocale() as Locale;
  const day = (at: string) => formatDateTime(at, timezone, 'date', locale);
  const noteId = 'waitlist-room-note';
  const full = waitlist.placesLeft === 0;
  return (
    <section aria-labelledby="waitlist-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="waitlist-heading" className="text-foreground text-lg font-semibold">
          {t('title')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('inLine', { count: waitlist.total })}</p>
      </div>
      <p id={noteId} className="text-muted-foreground text-sm">
        {roomNote(waitlist, t)}
      </p>
      {waitlist.data.length > 0 ? (
        <div className="border-border bg-surface overflow-hidden rounded-xl border shadow-sm">
          <Table>
            <caption className="sr-only">{t('caption', { service: service.name })}</caption>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead className="w-16 px-2 sm:px-4">{t('position')}</TableHead>
                <TableHead>{t('student')}</TableHead>
                <TableHead className="hidden md:table-cell">{t('since')}</TableHead>
                <TableHead>{t('status')}</TableHead>
                <TableHead className="hidden sm:table-cell">
                  <span className="sr-only">{t('actions')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {waitlist.data.map((entry) => {
                const offer =
                  entry.status === 'waiting' ? (
                    <OfferPlaceButton
                      serviceId={service.id}
                      serviceName={service.name}
                      entryId={entry.id}
                      studentName={entry.student.name}
                      disabled={full}
                      describedBy={full ? noteId : undefined}
                    />
                  ) : null;
                return (
                  <TableRow key={entry.id}>
                    <TableCell className="text-foreground px-2 font-medium tabular-nums sm:px-4">
                      {formatOrdinal(entry.position, locale)}
                    </TableCell>
                    <TableCell>
                      <p className="text-foreground font-medium">{entry.student.name}</p>
                      <p className="text-muted-foreground max-w-40 truncate text-xs sm:max-w-56">
                        {entry.student.email}
                      </p>
                      <p className="text-muted-foreground text-xs md:hidden">
                        {t.rich('sinceDay', {
                          day: day(entry.joinedAt),
                          time: (chunks) => <time dateTime={entry.joinedAt}>{chunks}</time>,
                        })}
                      </p>
                      {/* On a phone the action sits under the student, inside the screen's width. */}
                      {offer ? <div className="mt-2 sm:hidden">{offer}</div> : null}
                    </TableCell>
                    <TableCell className="text-muted-foreground hidden whitespace-nowrap md:table-cell">
                      <time dateTime={entry.joinedAt}>{day(entry.joinedAt)}</time>
                    </TableCell>
                    <TableCell>
                      {entry.status === 'notified' ? (
                        <div className="space-y-1">
                          <Badge tone="success">
                            <BellRing aria-hidden="true" /> {t('offered')}
                          </Badge>
                          {entry.notifiedAt ? (
                            <p className="text-muted-foreground text-xs whitespace-nowrap">
                              <time dateTime={entry.notifiedAt}>{day(entry.notifiedAt)}</time>
                            </p>
                          ) : null}
                        </div>
                      ) : (
                        <Badge tone="warning">
                          <Hourglass aria-hidden="true" /> {t('waiting')}
                        </Badge>
                      )}
                    </TableCell>
                    <TableCell className="hidden text-right sm:table-cell">{offer}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      ) : null}
      {waitlist.total > waitlist.data.length ? (
        <p className="text-muted-foreground text-sm">
          {t('showing', { shown: waitlist.data.length, total: waitlist.total })}
        </p>
      ) : null}
    </section>
  );
}
