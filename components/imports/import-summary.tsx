import { formatInZone } from '@/lib/core/format-time';
import type { TImport } from '@/lib/imports/schemas';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The counts of a preview or a result, in words, announced when they change. */
export function ImportSummary({ preview }: { preview: TImport }) {
  const { counts, status } = preview;
  const noun = preview.kind === 'students' ? ['student', 'students'] : ['lesson', 'lessons'];
  const done = status === 'committed';
  const parts = [
    `${plural(counts.create, `new ${noun[0]}`, `new ${noun[1]}`)}${done ? ' added' : ''}`,
    preview.kind === 'students' ? `${plural(counts.update, 'update', 'updates')}` : null,
    `${counts.skip} skipped`,
    counts.errors ? plural(counts.errors, 'row with errors', 'rows with errors') : null,
  ].filter(Boolean);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div role="status" className="space-y-1 text-sm">
      <p className="font-medium">{parts.join(' · ')}</p>
      {status === 'committed' && preview.undoUntil ? (
        <p className="text-muted-foreground">
          You can undo this import until {formatInZone(preview.undoUntil, timeZone, 'dateTime')}.
        </p>
      ) : null}
      {status === 'undone' ? (
        <p className="text-muted-foreground">This import was undone: nothing of it is left.</p>
      ) : null}
    </div>
  );
}
