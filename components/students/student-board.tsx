'use client';

import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { GripVertical, MoreHorizontal } from 'lucide-react';
import Link from 'next/link';
import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { refusalMessage } from '@/lib/client/api-refusal';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { updateStudentRoute } from '@/lib/students/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { TStudentListRow } from '@/lib/students/response-schemas';
import { cn } from '@/lib/presentation/cn';
import { suggestedActionTone } from './student-format';

type Status = 'trial' | 'active' | 'inactive';
type BoardCard = Pick<TStudentListRow, 'id' | 'name' | 'email' | 'status' | 'level' | 'suggestedAction'>;

const columns: { status: Status; title: string }[] = [
  { status: 'trial', title: 'Trial' },
  { status: 'active', title: 'Active' },
  { status: 'inactive', title: 'Inactive' },
];
const titleOf = (status: Status) => columns.find((column) => column.status === status)!.title;

/**
 * Trial, active and inactive students as three columns. A card moves by dragging (pointer, touch,
 * or keyboard: Space to lift, arrows, Space to drop) or through its "Move to…" menu; either way the
 * status is saved with PATCH and rolled back if the server refuses.
 */
export function StudentBoard({ cards, totals }: { cards: BoardCard[]; totals: Record<Status, number> }) {
  const updateStudent = useApiMutation(updateStudentRoute);
  const contextId = useId();
  const [statusById, setStatusById] = useState<Record<string, Status>>({});
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  const statusOf = (card: BoardCard) => statusById[card.id] ?? card.status;
  const moved = (status: Status) =>
    cards.filter((card) => statusOf(card) === status).length - cards.filter((card) => card.status === status).length;

  async function move(card: BoardCard, to: Status) {
    const from = statusOf(card);
    if (from === to) return;
    setStatusById((current) => ({ ...current, [card.id]: to }));
    try {
      await updateStudent.mutateAsync({ params: { id: card.id }, body: { status: to } });
    } catch (error) {
      setStatusById((current) => ({ ...current, [card.id]: from }));
      toast.error(refusalMessage(error, `${card.name} could not be moved. Try again.`));
      return;
    }
    setAnnouncement(`${card.name} moved to ${titleOf(to)}.`);
    toast.success(`${card.name} moved to ${titleOf(to)}.`);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const card = cards.find((candidate) => candidate.id === active.id);
    const to = over?.id as Status | undefined;
    if (card && to) void move(card, to);
  }

  return (
    <DndContext
      id={contextId}
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${cards.find((card) => card.id === active.id)?.name ?? 'student'}.`,
          onDragOver: ({ over }) => (over ? `Over ${titleOf(over.id as Status)}.` : 'Not over a column.'),
          onDragEnd: ({ over }) => (over ? `Dropped on ${titleOf(over.id as Status)}.` : 'Dropped outside a column.'),
          onDragCancel: () => 'Moving cancelled.',
        },
      }}
    >
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {/* minmax(0, 1fr) columns and min-w-0 cells: a long badge or e-mail must not widen a phone screen. */}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {columns.map((column) => (
          <BoardColumn
            key={column.status}
            status={column.status}
            title={column.title}
            total={totals[column.status] + moved(column.status)}
            shown={cards.filter((card) => statusOf(card) === column.status).length}
          >
            {cards
              .filter((card) => statusOf(card) === column.status)
              .map((card) => (
                <StudentCard key={card.id} card={card} status={statusOf(card)} onMove={(to) => move(card, to)} />
              ))}
          </BoardColumn>
        ))}
      </div>
    </DndContext>
  );
}

function BoardColumn({
  status,
  title,
  total,
  shown,
  children,
}: {
  status: Status;
  title: string;
  total: number;
  /** Cards in the column (the board loads at most 100 per status). */
  shown: number;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const headingId = `board-${status}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn(
        'border-border bg-surface-muted flex min-h-40 min-w-0 flex-col gap-2 rounded-lg border p-3',
        isOver && 'border-primary ring-primary/30 ring-2',
      )}
    >
      <h2 id={headingId} className="flex items-center justify-between text-sm font-semibold">
        {title}
        <span className="text-muted-foreground font-normal tabular-nums">{total}</span>
      </h2>
      <ul aria-label={`${title} students`} className="flex flex-col gap-2">
        {children}
      </ul>
      {total > shown ? (
        <p className="text-muted-foreground text-xs">
          Showing {shown} of {total}; filter the roster to find the others.
        </p>
      ) : null}
    </section>
  );
}

function StudentCard({ card, status, onMove }: { card: BoardCard; status: Status; onMove: (to: Status) => void }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: card.id });
  return (
    <li
      ref={setNodeRef}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      className={cn(
        'border-border bg-surface flex items-start gap-2 rounded-md border p-2 text-sm shadow-xs',
        isDragging && 'relative z-10 shadow-md',
      )}
    >
      <button
        type="button"
        className="text-muted-foreground hover:text-foreground mt-0.5 cursor-grab touch-none rounded"
        aria-label={`Drag ${card.name}`}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <div className="min-w-0 flex-1">
        <Link href={`/teacher/students/${card.id}`} className="font-medium hover:underline">
          {card.name}
        </Link>
        <p className="text-muted-foreground truncate text-xs">{card.email}</p>
        <div className="mt-1 flex min-w-0 flex-wrap gap-1 [&>*]:max-w-full [&>*]:truncate">
          {card.level ? <Badge tone="primary">{card.level}</Badge> : null}
          {card.suggestedAction ? (
            <Badge tone={suggestedActionTone(card.suggestedAction)}>{card.suggestedAction.label}</Badge>
          ) : null}
        </div>
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Move ${card.name} to…`}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>Move to…</DropdownMenuLabel>
          {columns
            .filter((column) => column.status !== status)
            .map((column) => (
              <DropdownMenuItem key={column.status} onSelect={() => onMove(column.status)}>
                {column.title}
              </DropdownMenuItem>
            ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}
