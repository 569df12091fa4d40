'use client';

import { Upload } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { FormAlert } from '@/components/forms/api-refusal';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { ApiRefusal, refusalMessage } from '@/lib/client/api-refusal';
import { commitImportRoute, createImportRoute, undoImportRoute } from '@/lib/imports/contracts';
import type { TImport, TImportKind, TImportMapping } from '@/lib/imports/schemas';
import { ImportMappingForm } from './import-mapping-form';
import { ImportPreviewTable } from './import-preview-table';
import { ImportSummary } from './import-summary';

type Props = { services: { id: string; name: string }[] };

/**
 * Import: choose a file (students CSV or calendar .ics), see the preview (mapping, each row's action
 * and errors), commit, and undo within 24 hours. Each step calls the documented /api/teacher/imports routes.
 */
export function ImportWizard({ services }: Props) {
  const t = useTranslations('teacherImports.wizard');
  const [kind, setKind] = useState<TImportKind>('students');
  const [file, setFile] = useState<File | null>(null);
  const [serviceId, setServiceId] = useState(services[0]?.id ?? '');
  const [preview, setPreview] = useState<TImport | null>(null);
  const [mapping, setMapping] = useState<TImportMapping>({});
  const [skipInvalidRows, setSkipInvalidRows] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const previewForm = useRef(new FormData());
  const sendFile = useApiMutation(createImportRoute, { refresh: false, formData: () => previewForm.current });
  const commitImport = useApiMutation(commitImportRoute, { success: t('saved') });
  const undoImport = useApiMutation(undoImportRoute, { success: t('undone') });
  const pending = sendFile.isPending
    ? 'preview'
    : commitImport.isPending
      ? 'commit'
      : undoImport.isPending
        ? 'undo'
        : null;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  async function step<T>(call: () => Promise<T>, fallback: string): Promise<T | null> {
    setProblem(null);
    try {
      return await call();
    } catch (error) {
      const details =
        error instanceof ApiRefusal && error.code !== 'IMPORT_HAS_ERRORS'
          ? error.details.map((detail) => detail.message)
          : [];
      setProblem([refusalMessage(error, fallback), ...details].join(' '));
      return null;
    }
  }

  async function sendPreview(withMapping?: TImportMapping) {
    if (!file) return;
    const form = new FormData();
    form.set('file', file);
    form.set('kind', kind);
    if (kind === 'sessions_ics') form.set('serviceId', serviceId);
    if (withMapping) form.set('mapping', JSON.stringify(withMapping));
    previewForm.current = form;
    const result = await step(() => sendFile.mutateAsync({}), t('readFailed'));
    if (result) {
      setPreview(result);
      setMapping(result.mapping);
    }
  }

  async function commit() {
    if (!preview) return;
    const result = await step(
      () => commitImport.mutateAsync({ params: { id: preview.id }, body: { skipInvalidRows } }),
      t('saveFailed'),
    );
    if (result) setPreview(result);
  }

  async function undo() {
    if (!preview) return;
    const result = await step(() => undoImport.mutateAsync({ params: { id: preview.id } }), t('undoFailed'));
    if (result) setPreview(result);
  }

  function startOver() {
    setPreview(null);
    setFile(null);
    setMapping({});
    setSkipInvalidRows(false);
    setProblem(null);
  }

  const hasErrors = (preview?.counts.errors ?? 0) > 0;

  return (
    <div className="space-y-6">
      {!preview || preview.status === 'preview' ? (
        <Card className="space-y-4 p-4 sm:p-6">
          <h2 className="text-lg font-semibold">{t('chooseTitle')}</h2>
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void sendPreview();
            }}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="space-y-1">
                <Label htmlFor="import-kind">{t('kind')}</Label>
                <Select
                  id="import-kind"
                  value={kind}
                  onChange={(event) => {
                    setKind(event.target.value as TImportKind);
                    setPreview(null);
                  }}
                  options={[
                    { value: 'students', label: t('kindStudents') },
                    { value: 'sessions_ics', label: t('kindSessions') },
                  ]}
                />
              </div>
              {kind === 'sessions_ics' ? (
                <div className="space-y-1">
                  <Label htmlFor="import-service">{t('service')}</Label>
                  <Select
                    id="import-service"
                    value={serviceId}
                    onChange={(event) => setServiceId(event.target.value)}
                    options={services.map((service) => ({ value: service.id, label: service.name }))}
                    placeholder={services.length ? undefined : t('addService')}
                  />
                </div>
              ) : null}
            </div>
            <div className="space-y-1">
              <Label htmlFor="import-file">{t('file')}</Label>
              <input
                id="import-file"
                type="file"
                accept={kind === 'students' ? '.csv,text/csv,text/plain' : '.ics,text/calendar'}
                className="block w-full text-sm"
                aria-describedby="import-file-help"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
              <p id="import-file-help" className="text-muted-foreground text-xs">
                {kind === 'students' ? t('helpStudents') : t('helpSessions')}
              </p>
            </div>
            <Button
              type="submit"
              loading={pending === 'preview'}
              disabled={!file || (kind === 'sessions_ics' && !serviceId)}
            >
              <Upload aria-hidden="true" /> {t('preview')}
            </Button>
          </form>
        </Card>
      ) : null}

      <FormAlert message={problem} />

      {preview ? (
        <Card className="space-y-4 p-4 sm:p-6">
          <h2 className="text-lg font-semibold">{preview.status === 'preview' ? t('checkTitle') : t('resultTitle')}</h2>
          <p className="text-muted-foreground text-sm">
            {t('readAs', { file: preview.fileName, preset: preview.preset })}
          </p>
          <ImportSummary preview={preview} />
          {preview.kind === 'students' && preview.status === 'preview' ? (
            <details open={hasErrors} className="space-y-3">
              <summary className="cursor-pointer text-sm font-medium">{t('mapping')}</summary>
              <ImportMappingForm
                columns={preview.columns}
                mapping={mapping}
                onChange={setMapping}
                onApply={() => void sendPreview(mapping)}
                pending={pending === 'preview'}
              />
            </details>
          ) : null}
          <ImportPreviewTable preview={preview} timeZone={timeZone} />
          {preview.status === 'preview' ? (
            <div className="flex flex-wrap items-center gap-4">
              {hasErrors ? (
                <div className="flex items-center gap-2">
                  <Checkbox
                    id="skip-invalid"
                    checked={skipInvalidRows}
                    onCheckedChange={(value) => setSkipInvalidRows(value === true)}
                  />
                  <Label htmlFor="skip-invalid">{t('skipInvalid')}</Label>
                </div>
              ) : null}
              <Button
                onClick={() => void commit()}
                loading={pending === 'commit'}
                disabled={hasErrors && !skipInvalidRows}
              >
                {t('import')}
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap gap-3">
              {preview.status === 'committed' ? (
                <Button variant="secondary" onClick={() => void undo()} loading={pending === 'undo'}>
                  {t('undo')}
                </Button>
              ) : null}
              <Button variant="ghost" onClick={startOver}>
                {t('another')}
              </Button>
            </div>
          )}
        </Card>
      ) : null}
    </div>
  );
}
