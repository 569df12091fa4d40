'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { TImport, TImportPreviewRow } from '@/lib/imports/schemas';
import { formatDateTime } from '@/lib/presentation/format';

const actionTone: Record<TImportPreviewRow['action'], BadgeTone> = {
  create: 'success',
  update: 'info',
  skip: 'neutral',
};

type Sort = 'line' | 'action' | 'errors';

/** What each row will do, with its errors; filter to the rows with errors, sort by line, action or errors. */
export function ImportPreviewTable({ preview, timeZone }: { preview: TImport; timeZone: string }) {
  const t = useTranslations('teacherImports.preview');
  const regional = useRegionalFormat();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [sort, setSort] = useState<Sort>('line');
  const rows = useMemo(() => {
    const shown = onlyErrors ? preview.rows.filter((row) => row.errors.length) : [...preview.rows];
    if (sort === 'action') shown.sort((a, b) => a.action.localeCompare(b.action) || a.line - b.line);
    if (sort === 'errors') shown.sort((a, b) => b.errors.length - a.errors.length || a.line - b.line);
    return shown;
  }, [preview.rows, onlyErrors, sort]);
  const calendar = preview.kind === 'sessions_ics';

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex items-center gap-2">
          <Checkbox id="only-errors" checked={onlyErrors} onCheckedChange={(value) => setOnlyErrors(value === true)} />
          <Label htmlFor="only-errors">{t('onlyErrors')}</Label>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor="preview-sort">{t('sortBy')}</Label>
          <Select
            id="preview-sort"
            value={sort}
            onChange={(event) => setSort(event.target.value as Sort)}
            options={[
              { value: 'line', label: calendar ? t('sortDate') : t('sortLine') },
              { value: 'action', label: t('sortAction') },
              { value: 'errors', label: t('sortErrors') },
            ]}
          />
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('none')}</p>
      ) : (
        // The region scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
        <div role="region" aria-label={t('region')} tabIndex={0} className="w-full overflow-x-auto">
          <Table aria-label={t('table')} containerClassName="overflow-visible">
            <TableHeader>
              <TableRow>
                <TableHead>{calendar ? '#' : t('line')}</TableHead>
                <TableHead>{calendar ? t('lesson') : t('student')}</TableHead>
                <TableHead>{calendar ? t('student') : t('payer')}</TableHead>
                <TableHead>{t('action')}</TableHead>
                <TableHead>{t('errors')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.line} data-testid={`import-row-${row.line}`}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell>
                    {calendar ? (
                      <>
                        <div className="font-medium">{row.values.summary ?? t('lesson')}</div>
                        <div className="text-muted-foreground text-xs">
                          {row.values.start ? formatDateTime(row.values.start, timeZone, 'sessionStart', regional) : ''}
                        </div>
                      </>
                    ) : (
                      <>
                        <div className="font-medium">{row.values.name ?? '—'}</div>
                        <div className="text-muted-foreground text-xs">{row.values.email ?? ''}</div>
                      </>
                    )}
                  </TableCell>
                  <TableCell>
                    {calendar ? (
                      (row.values.studentName ?? row.values.attendees ?? '—')
                    ) : (
                      <>
                        <div>{row.values.payer ?? (row.values.payerEmail ? '' : '—')}</div>
                        <div className="text-muted-foreground text-xs">{row.values.payerEmail ?? ''}</div>
                      </>
                    )}
                  </TableCell>
                  <TableCell>
                    <Badge tone={actionTone[row.action]}>{t(`actions.${row.action}`)}</Badge>
                  </TableCell>
                  <TableCell>
                    {row.errors.length ? (
                      <ul className="text-danger-foreground space-y-0.5 text-xs">
                        {row.errors.map((error) => (
                          <li key={`${error.field}-${error.message}`}>{error.message}</li>
                        ))}
                      </ul>
                    ) : (
                      <span className="text-muted-foreground text-xs">{t('noErrors')}</span>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
