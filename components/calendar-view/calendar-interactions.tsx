'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { utcToWallTime } from '@/lib/core/time';
import { cn } from '@/lib/presentation/cn';
import { clockOf, instantAt, minutesAt, movedMinutes } from './calendar-drag';
import { MoveSessionDialog, type MoveProposal } from './move-session-dialog';
import { hourHeight } from './week-layout';

type Props = { zone: string; first: number; className: string; children: ReactNode };

type Ghost = { left: number; width: number; top: number; height: number; label: string; kind: 'book' | 'move' };

type Drag = {
  element: HTMLElement;
  pointerId: number;
  x: number;
  y: number;
  startMinutes: number;
  moving: boolean;
  target: { date: string; minutes: number } | null;
};

/** Pointer travel (px) before a press on a session becomes a drag rather than a click. */
const dragThreshold = 5;

/**
 * The pointer layer of the time grid. A click (or tap) on a free time opens "Book a session" with
 * that date and quarter hour. With a mouse, a session the teacher may move is dragged by quarter
 * hours, across days of the week; the drop asks for confirmation (old and new time, the zone named)
 * and moves it through the reschedule API; a refusal is shown and the session stays where it was.
 * Keyboard users reschedule from the session page's dialog.
 */
export function CalendarInteractions({ zone, first, className, children }: Props) {
  const router = useRouter();
  const t = useTranslations('teacherCalendar.move');
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const swallowClick = useRef(false);
  const [ghost, setGhost] = useState<Ghost | null>(null);
  const [proposal, setProposal] = useState<MoveProposal | null>(null);

  /** The day column under the pointer, its date and its box relative to the layer. */
  function columnAt(clientX: number) {
    const container = box.current;
    if (!container) return null;
    const origin = container.getBoundingClientRect();
    for (const column of container.querySelectorAll<HTMLElement>('[data-day-column]')) {
      const rect = column.getBoundingClientRect();
      if (clientX >= rect.left && clientX < rect.right) {
        return { date: column.dataset.dayColumn!, top: rect.top, left: rect.left - origin.left, width: rect.width };
      }
    }
    return null;
  }

  const ghostAt = (column: { left: number; width: number }, minutes: number, height: number, kind: Ghost['kind']) =>
    setGhost({
      left: column.left,
      width: column.width,
      top: ((minutes - first * 60) / 60) * hourHeight,
      height,
      label: clockOf(minutes),
      kind,
    });

  /** React events bubble out of the dialog's portal too: only the grid's own DOM counts. */
  const inGrid = (event: { target: EventTarget }) => box.current?.contains(event.target as Node) ?? false;

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!inGrid(event)) return;
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    const element = (event.target as HTMLElement).closest<HTMLElement>('[data-session-block][data-movable="true"]');
    if (!element) return;
    const start = Date.parse(element.dataset.startsAt!);
    drag.current = {
      element,
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      startMinutes: utcToWallTime(start, zone).minuteOfDay,
      moving: false,
      target: null,
    };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current) {
      if (proposal || !inGrid(event)) return;
      if (event.pointerType !== 'mouse' || (event.target as HTMLElement).closest('[data-session-block]')) {
        return setGhost(null);
      }
      const column = columnAt(event.clientX);
      if (!column) return setGhost(null);
      return ghostAt(column, minutesAt(event.clientY - column.top, first), hourHeight / 2, 'book');
    }
    if (!current.moving) {
      if (Math.hypot(event.clientX - current.x, event.clientY - current.y) < dragThreshold) return;
      current.moving = true;
      current.element.dataset.dragging = 'true';
      box.current?.setPointerCapture(current.pointerId);
    }
    const column = columnAt(event.clientX);
    if (!column) return;
    const minutes = movedMinutes(current.startMinutes, event.clientY - current.y);
    current.target = { date: column.date, minutes };
    ghostAt(column, minutes, current.element.offsetHeight, 'move');
  }

  function onPointerUp() {
    const current = drag.current;
    drag.current = null;
    if (!current?.moving) return;
    // The click that may follow this release (never one after it) is swallowed.
    swallowClick.current = true;
    setTimeout(() => (swallowClick.current = false), 0);
    const { element, target } = current;
    const startsAt = element.dataset.startsAt!;
    const newStart = target ? instantAt(target.date, target.minutes, zone) : Date.parse(startsAt);
    if (newStart === Date.parse(startsAt)) return snapBack(element);
    setProposal({
      element,
      sessionId: element.dataset.sessionBlock!,
      title: element.dataset.title!,
      startsAt,
      endsAt: element.dataset.endsAt!,
      newStartsAt: new Date(newStart).toISOString(),
    });
  }

  function snapBack(element: HTMLElement) {
    delete element.dataset.dragging;
    setGhost(null);
    setProposal(null);
  }

  function onPointerCancel() {
    if (drag.current) snapBack(drag.current.element);
    drag.current = null;
  }

  function onClickCapture(event: MouseEvent<HTMLDivElement>) {
    if (!swallowClick.current || !inGrid(event)) return;
    // The click that ends a drag is not a click on the session nor on a free time.
    swallowClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (!inGrid(event) || (event.target as HTMLElement).closest('[data-session-block]')) return;
    const column = columnAt(event.clientX);
    if (!column) return;
    const minutes = minutesAt(event.clientY - column.top, first);
    router.push(`/teacher/sessions/new?date=${column.date}&time=${clockOf(minutes)}`);
  }

  return (
    <div
      ref={box}
      className={cn(className, 'relative')}
      data-first-hour={first}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onPointerLeave={(event) => (drag.current || proposal || !inGrid(event) ? null : setGhost(null))}
      onClickCapture={onClickCapture}
      onClick={onClick}
    >
      {children}
      {ghost ? (
        <div
          aria-hidden="true"
          data-drag-ghost={ghost.kind}
          className={cn(
            'pointer-events-none absolute z-30 rounded-md border-2 border-dashed px-1.5 text-xs font-semibold',
            ghost.kind === 'move'
              ? 'border-primary bg-primary-soft/80 text-primary-soft-foreground'
              : 'border-primary/50 text-primary',
          )}
          style={{ left: ghost.left + 4, width: ghost.width - 8, top: ghost.top, height: ghost.height }}
        >
          {ghost.kind === 'book' ? `+ ${ghost.label}` : ghost.label}
        </div>
      ) : null}
      <MoveSessionDialog
        proposal={proposal}
        zone={zone}
        onDone={(moved) => {
          if (!proposal) return;
          if (moved) toast.success(t('moved', { when: moved }));
          snapBack(proposal.element);
        }}
        onRefused={(message) => {
          toast.error(message);
          if (proposal) snapBack(proposal.element);
        }}
      />
    </div>
  );
}
