import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { ErrorDetail } from '@/lib/core/errors';
import type { TImportRowOutcome, TImportRowStatus } from '@/lib/reviews/import/schemas';

const statusLabel: Record<TImportRowStatus, { text: string; tone: BadgeTone }> = {
  new: { text: 'Will import', tone: 'success' },
  imported: { text: 'Imported', tone: 'success' },
  duplicate: { text: 'Already there', tone: 'neutral' },
  invalid: { text: 'Error', tone: 'danger' },
};

/** "rows.3.rating: Give 1 to 5 stars" -> "Rating: Give 1 to 5 stars". */
export function fieldMessage(error: ErrorDetail): string {
  const field = error.path.split('.').slice(2).join('.');
  return field ? `${field.charAt(0).toUpperCase()}${field.slice(1)}: ${error.message}` : error.message;
}

const day = (date: string | null) => (date ? date.slice(0, 10) : '—');

function Outcome({ row }: { row: TImportRowOutcome }) {
  return (
    <>
      <Badge tone={statusLabel[row.status].tone}>{statusLabel[row.status].text}</Badge>
      {row.errors.length ? (
        <ul className="text-danger-foreground mt-1 space-y-0.5 text-xs">
          {row.errors.map((error, index) => (
            <li key={index}>{fieldMessage(error)}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The dry run's rows: cards on a phone, a table from `sm` up; each with its outcome and errors. */
export function ReviewImportPreview({ rows }: { rows: TImportRowOutcome[] }) {
  return (
    <div className="border-border max-h-[50dvh] overflow-auto rounded-lg border">
      <ul className="divide-border divide-y sm:hidden" aria-label="Rows to import">
        {rows.map((row) => (
          <li key={row.row} className="space-y-1 p-3 text-sm">
            <p className="flex items-baseline justify-between gap-2">
              <span className="font-medium">
                Row {row.row}: {row.author ?? '—'}
              </span>
              <span className="text-muted-foreground shrink-0 text-xs tabular-nums">
                {row.rating ?? '—'} ★ · {day(row.date)}
              </span>
            </p>
            <p className="text-muted-foreground text-xs">{row.source ?? '—'}</p>
            {row.content ? <p className="line-clamp-2 break-words">{row.content}</p> : null}
            <Outcome row={row} />
          </li>
        ))}
      </ul>
      <Table containerClassName="hidden sm:block">
        <TableHeader>
          <TableRow>
            <TableHead className="w-12">Row</TableHead>
            <TableHead>Author, source</TableHead>
            <TableHead>Rating</TableHead>
            <TableHead>Date</TableHead>
            <TableHead className="min-w-40">Review</TableHead>
            <TableHead className="min-w-44">Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.row}>
              <TableCell className="tabular-nums">{row.row}</TableCell>
              <TableCell>
                {row.author ?? '—'}
                <span className="text-muted-foreground block text-xs">{row.source ?? '—'}</span>
              </TableCell>
              <TableCell className="tabular-nums">{row.rating ?? '—'}</TableCell>
              <TableCell className="whitespace-nowrap">{day(row.date)}</TableCell>
              <TableCell>
                <span className="line-clamp-2 break-words">{row.content ?? '—'}</span>
              </TableCell>
              <TableCell>
                <Outcome row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
