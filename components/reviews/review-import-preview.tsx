import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { ErrorDetail } from '@/lib/core/errors';
import type { TImportRowOutcome, TImportRowStatus } from '@/lib/reviews/import/schemas';

const statusTone: Record<TImportRowStatus, BadgeTone> = {
  new: 'success',
  imported: 'success',
  duplicate: 'neutral',
  invalid: 'danger',
};

const knownFields = new Set(['source', 'author', 'rating', 'date', 'content', 'externalId']);

/** The preview's words (`useTranslations('teacherReviewImport.preview')`). */
type PreviewWords = (key: string, values?: Record<string, string | number>) => string;

/** "rows.3.rating: Give 1 to 5 stars" -> "Rating: Give 1 to 5 stars", the field named in the reader's language. */
export function fieldMessage(error: ErrorDetail, t: PreviewWords): string {
  const field = error.path.split('.').slice(2).join('.');
  if (!field) return error.message;
  const name = knownFields.has(field) ? t(`fields.${field}`) : `${field.charAt(0).toUpperCase()}${field.slice(1)}`;
  return t('fieldMessage', { field: name, message: error.message });
}

const day = (date: string | null) => (date ? date.slice(0, 10) : '—');

function Outcome({ row }: { row: TImportRowOutcome }) {
  const t = useTranslations('teacherReviewImport.preview');
  return (
    <>
      <Badge tone={statusTone[row.status]}>{t(`status.${row.status}`)}</Badge>
      {row.errors.length ? (
        <ul className="text-danger-foreground mt-1 space-y-0.5 text-xs">
          {row.errors.map((error, index) => (
            <li key={index}>{fieldMessage(error, t)}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The dry run's rows: cards on a phone, a table from `sm` up; each with its outcome and errors. */
export function ReviewImportPreview({ rows }: { rows: TImportRowOutcome[] }) {
  const t = useTranslations('teacherReviewImport.preview');
  return (
    <div className="border-border max-h-[50dvh] overflow-auto rounded-lg border">
      <ul className="divide-border divide-y sm:hidden" aria-label={t('rowsLabel')}>
        {rows.map((row) => (
          <li key={row.row} className="space-y-1 p-3 text-sm">
            <p className="flex items-baseline justify-between gap-2">
              <span className="font-medium">{t('row', { row: row.row, author: row.author ?? '—' })}</span>
              <span className="text-muted-foreground shrink-0 text-xs tabular-nums">
                {t('ratingDate', { rating: row.rating ?? '—', date: day(row.date) })}
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
            <TableHead className="w-12">{t('head.row')}</TableHead>
            <TableHead>{t('head.authorSource')}</TableHead>
            <TableHead>{t('head.rating')}</TableHead>
            <TableHead>{t('head.date')}</TableHead>
            <TableHead className="min-w-40">{t('head.review')}</TableHead>
            <TableHead className="min-w-44">{t('head.status')}</TableHead>
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
