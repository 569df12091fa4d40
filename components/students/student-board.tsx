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
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { refusalMessage } from '@/lib/client/api-refusal';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { updateStudentRoute } from '@/lib/students/contracts';
import { Badge } from '@/components/ui/badge';
import { useStatusLabel } from '@/components/ui/status-badge';
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

const columns: Status[] = ['trial', 'active', 'inactive'];

/**
 * Trial, active and inactive students as three columns. A card moves by dragging (pointer, touch,
 * or keyboard: Space to lift, arrows, Space to drop) or through its "Move to…" menu; either way the
 * status is saved with PATCH and rolled back if the server refuses.
 */
export function StudentBoard({ cards, totals }: { cards: BoardCard[]; totals: Record<Status, number> }) {
  const t = useTranslations('teacherStudents.board');
  const titleOf = useStatusLabel();
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
      toast.error(refusalMessage(error, t('moveFailed', { name: card.name })));
      return;
    }
    setAnnouncement(t('moved', { name: card.name, column: titleOf(to) }));
    toast.success(t('moved', { name: card.name, column: titleOf(to) }));
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
          onDragStart: ({ active }) =>
            t('pickedUp', { name: cards.find((card) => card.id === active.id)?.name ?? t('someone') }),
          onDragOver: ({ over }) => (over ? t('over', { column: titleOf(String(over.id)) }) : t('notOver')),
          onDragEnd: ({ over }) => (over ? t('dropped', { column: titleOf(String(over.id)) }) : t('droppedOutside')),
          onDragCancel: () => t('cancelled'),
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
            key={column}
            status={column}
            title={titleOf(column)}
            total={totals[column] + moved(column)}
            shown={cards.filter((card) => statusOf(card) === column).length}
          >
            {cards
              .filter((card) => statusOf(card) === column)
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
  const t = useTranslations('teacherStudents.board');
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
      <ul aria-label={t('columnStudents', { status })} className="flex flex-col gap-2">
        {children}
      </ul>
      {total > shown ? <p className="text-muted-foreground text-xs">{t('showing', { shown, total })}</p> : null}
    </section>
  );
}

function StudentCard({ card, status, onMove }: { card: BoardCard; status: Status; onMove: (to: Status) => void }) {
  const t = useTranslations('teacherStudents');
  const titleOf = useStatusLabel();
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
        aria-label={t('board.drag', { name: card.name })}
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
            <Badge tone={suggestedActionTone(card.suggestedAction)}>
              {t(`suggestedAction.${card.suggestedAction.type}`)}
            </Badge>
          ) : null}
        </div>
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={t('board.moveCard', { name: card.name })}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>{t('board.moveTo')}</DropdownMenuLabel>
          {columns
            .filter((column) => column !== status)
            .map((column) => (
              <DropdownMenuItem key={column} onSelect={() => onMove(column)}>
                {titleOf(column)}
              </DropdownMenuItem>
            ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}
