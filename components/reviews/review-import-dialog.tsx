'use client';

import { Upload } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { DialogShell } from '@/components/ui/dialog-shell';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiRefusal, refusalMessage } from '@/lib/client/api-refusal';
import { useApiMutation } from '@/components/api/use-api-mutation';
import type { ErrorDetail } from '@/lib/core/errors';
import { importReviewsRoute } from '@/lib/reviews/import/contracts';
import { maxImportRows, type TImportReviewsResult } from '@/lib/reviews/import/schemas';
import { ReviewImportPreview } from './review-import-preview';

const example = `source,author,rating,date,content
google,Ana López,5,2026-03-14,"Clear, patient and fun."`;

/** The text or file to send, as the route's multipart `file` (JSON or CSV, the server tells them apart). */
function importForm(text: string, file: File | null): FormData {
  const form = new FormData();
  if (file) {
    form.set('file', file);
  } else {
    const json = /^\s*[[{]/.test(text);
    form.set(
      'file',
      new File([text], json ? 'reviews.json' : 'reviews.csv', { type: json ? 'application/json' : 'text/csv' }),
    );
  }
  return form;
}

function useSummaryText() {
  const t = useTranslations('teacherReviewImport.summary');
  return (result: TImportReviewsResult) =>
    [
      t('toImport', { count: result.imported }),
      result.skipped ? t('skipped', { count: result.skipped }) : null,
      result.invalid ? t('invalid', { count: result.invalid }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
}

/**
 * "Import reviews": paste a JSON list or a CSV, or choose a .csv / .json file; a dry run previews
 * every row (to import, already there, errors) before anything is written; then Import.
 */
export function ReviewImportDialog() {
  const t = useTranslations('teacherReviewImport.dialog');
  const summaryText = useSummaryText();
  const router = useRouter();
  const textId = useId();
  const fileId = useId();
  const helpId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TImportReviewsResult | null>(null);
  const [problem, setProblem] = useState<{ message: string; details: ErrorDetail[] } | null>(null);
  const importReviews = useApiMutation(importReviewsRoute, {
    refresh: false,
    formData: () => importForm(text, file),
  });
  const pending = importReviews.isPending
    ? importReviews.variables?.query?.dryRun === 'true'
      ? 'preview'
      : 'import'
    : null;

  function reset() {
    setText('');
    setFile(null);
    setPreview(null);
    setProblem(null);
    importReviews.reset();
  }

  async function run(dryRun: boolean) {
    setProblem(null);
    try {
      const result = await importReviews.mutateAsync({ query: { dryRun: dryRun ? 'true' : 'false' } });
      if (dryRun) {
        setPreview(result);
      } else {
        toast.success(
          result.skipped
            ? t('importedSkipped', { count: result.imported, skipped: result.skipped })
            : t('imported', { count: result.imported }),
        );
        setOpen(false);
        reset();
        router.refresh();
      }
    } catch (error) {
      setProblem({
        message: refusalMessage(error, t('readFailed')),
        details: error instanceof ApiRefusal ? error.details.filter((detail) => !detail.path.startsWith('rows.')) : [],
      });
    }
  }

  const nothingChosen = !file && text.trim() === '';

  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      trigger={
        <Button variant="secondary">
          <Upload aria-hidden="true" /> {t('trigger')}
        </Button>
      }
      className="max-w-3xl"
      title={t('title')}
      description={t('description')}
      footer={
        preview ? (
          <>
            <Button variant="secondary" onClick={() => setPreview(null)} disabled={pending !== null}>
              {t('back')}
            </Button>
            <Button
              onClick={() => run(false)}
              loading={pending === 'import'}
              disabled={preview.invalid > 0 || preview.imported === 0}
            >
              {t('importCount', { count: preview.imported })}
            </Button>
          </>
        ) : (
          <>
            <DialogClose asChild>
              <Button variant="secondary">{t('cancel')}</Button>
            </DialogClose>
            <Button onClick={() => run(true)} loading={pending === 'preview'} disabled={nothingChosen}>
              {t('preview')}
            </Button>
          </>
        )
      }
    >
      {preview ? (
        <div className="space-y-3">
          <p className="text-sm font-medium" role="status">
            {summaryText(preview)}
          </p>
          {preview.invalid ? <p className="text-danger-foreground text-sm">{t('fixErrors')}</p> : null}
          <ReviewImportPreview rows={preview.rows} />
        </div>
      ) : (
        <div className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor={textId}>{t('pasteLabel')}</Label>
            <Textarea
              id={textId}
              rows={7}
              value={text}
              disabled={file !== null}
              onChange={(event) => setText(event.target.value)}
              placeholder={example}
              aria-describedby={helpId}
              className="font-mono text-xs"
            />
            <p id={helpId} className="text-muted-foreground text-xs">
              {t('help', { max: maxImportRows })}
            </p>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={fileId}>{t('fileLabel')}</Label>
            <input
              id={fileId}
              type="file"
              accept=".csv,.json,text/csv,application/json"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              className="text-foreground file:border-border-strong file:bg-surface hover:file:bg-surface-muted block w-full text-sm file:mr-3 file:rounded-md file:border file:px-3 file:py-1.5 file:text-sm file:font-medium"
            />
          </div>
        </div>
      )}

      {problem ? (
        <div role="alert" className="text-danger-foreground space-y-1 text-sm">
          <p className="font-medium">{problem.message}</p>
          {problem.details.length ? (
            <ul className="list-disc pl-5">
              {problem.details.map((detail, index) => (
                <li key={index}>{detail.message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </DialogShell>
  );
}
