import { BellRing, Hourglass } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/core/format-time';
import { positionLabel } from '@/lib/waitlist/position-label';
import type { TServiceWaitlist } from '@/lib/waitlist/schemas';
import { OfferPlaceButton } from './offer-place-button';

type Props = { service: { id: string; name: string }; waitlist: TServiceWaitlist; timezone: string };

const places = (count: number) => `${count} ${count === 1 ? 'place' : 'places'}`;

/** What the teacher can do about the line: offer a free place, or why none is free. */
function roomNote({ capacity, placesLeft, total }: TServiceWaitlist): string {
  if (total === 0) return 'Nobody is waiting. When every place is taken, visitors can join the waitlist from its page.';
  if (placesLeft === 0) {
    return `All ${places(capacity ?? 0)} are taken. When one frees up, the first student in line is offered it by e-mail; to offer one now, raise the capacity or cancel an enrollment.`;
  }
  const free = placesLeft === null ? 'This service has no capacity limit' : `${places(placesLeft)} free`;
  return `${free}: offer a place to a student in line. The first to book it takes it.`;
}

/**
 * The waitlist of one service on its roster page: who waits, since when, at which position (the one
 * the student is told) and whether a place was offered to them, with an "Offer a place" action.
 */
export function ServiceWaitlist({ service, waitlist, timezone }: Props) {
  const noteId = 'waitlist-room-note';
  const full = waitlist.placesLeft === 0;
  return (
    <section aria-labelledby="waitlist-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="waitlist-heading" className="text-foreground text-lg font-semibold">
          Waitlist
        </h2>
        <p className="text-muted-foreground text-sm">
          {waitlist.total === 1 ? '1 student in line' : `${waitlist.total} students in line`}
        </p>
      </div>
      <p id={noteId} className="text-muted-foreground text-sm">
        {roomNote(waitlist)}
      </p>
      {waitlist.data.length > 0 ? (
        <div className="border-border bg-surface overflow-hidden rounded-xl border shadow-sm">
          <Table>
            <caption className="sr-only">Students waiting for {service.name}, first in line first</caption>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead className="w-16 px-2 sm:px-4">Position</TableHead>
                <TableHead>Student</TableHead>
                <TableHead className="hidden md:table-cell">Waiting since</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="hidden sm:table-cell">
                  <span className="sr-only">Actions</span>
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
                      {positionLabel(entry.position)}
                    </TableCell>
                    <TableCell>
                      <p className="text-foreground font-medium">{entry.student.name}</p>
                      <p className="text-muted-foreground max-w-40 truncate text-xs sm:max-w-56">
                        {entry.student.email}
                      </p>
                      <p className="text-muted-foreground text-xs md:hidden">
                        Since <time dateTime={entry.joinedAt}>{formatDate(entry.joinedAt, timezone)}</time>
                      </p>
                      {/* On a phone the action sits under the student, inside the screen's width. */}
                      {offer ? <div className="mt-2 sm:hidden">{offer}</div> : null}
                    </TableCell>
                    <TableCell className="text-muted-foreground hidden whitespace-nowrap md:table-cell">
                      <time dateTime={entry.joinedAt}>{formatDate(entry.joinedAt, timezone)}</time>
                    </TableCell>
                    <TableCell>
                      {entry.status === 'notified' ? (
                        <div className="space-y-1">
                          <Badge tone="success">
                            <BellRing aria-hidden="true" /> Offered
                          </Badge>
                          {entry.notifiedAt ? (
                            <p className="text-muted-foreground text-xs whitespace-nowrap">
                              <time dateTime={entry.notifiedAt}>{formatDate(entry.notifiedAt, timezone)}</time>
                            </p>
                          ) : null}
                        </div>
                      ) : (
                        <Badge tone="warning">
                          <Hourglass aria-hidden="true" /> Waiting
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
          Showing the first {waitlist.data.length} of {waitlist.total} students in line.
        </p>
      ) : null}
    </section>
  );
}
