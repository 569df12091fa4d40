'use client';

import { Archive, Save, Send } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { archiveLegalDocumentRoute, publishLegalDocumentRoute, updateLegalDocumentRoute } from '@/lib/legal/contracts';
import {
  maxLegalBodyLength,
  maxLegalTitleLength,
  ZUpdateLegalDocumentInput,
  type TLegalDocument,
} from '@/lib/legal/documents/schemas';
import { cn } from '@/lib/presentation/cn';
import { documentTypes } from './legal-badges';
import { LegalMarkdown } from './markdown';

const ZEditorValues = ZUpdateLegalDocumentInput.required();

/**
 * The working copy of one document: fields, a Markdown textarea with its live preview (side by side
 * on a wide screen, a Write / Preview switch on a phone), save as draft, publish (asks first), archive.
 */
export function LegalDocumentEditor({ document }: { document: TLegalDocument }) {
  const router = useRouter();
  const t = useTranslations('teacherLegal');
  const typeOptions = documentTypes.map((value) => ({ value, label: t(`types.${value}`) }));
  const [confirm, setConfirm] = useState<'publish' | 'archive' | null>(null);
  const [busy, setBusy] = useState(false);
  const [view, setView] = useState<'write' | 'preview'>('write');
  const { form, onSubmit, formError } = useApiForm({
    schema: ZEditorValues,
    defaultValues: {
      type: document.type,
      title: document.title,
      bodyMarkdown: document.bodyMarkdown,
      displayOrder: document.displayOrder,
      requiresAcceptance: document.requiresAcceptance,
    },
    fallback: t('editor.failed'),
    submit: (body) => callApi(updateLegalDocumentRoute, { params: { id: document.id }, body }),
    onSuccess: (saved, values) => {
      form.reset(values);
      toast.success(saved.hasUnpublishedChanges ? t('editor.draftSaved') : t('editor.saved'));
      router.refresh();
    },
  });
  const body = useWatch({ control: form.control, name: 'bodyMarkdown' }) ?? '';
  const errors = form.formState.errors;
  const dirty = form.formState.isDirty;

  async function act(action: 'publish' | 'archive') {
    setBusy(true);
    try {
      if (action === 'publish' && dirty) {
        // Publish what is on screen: save the working copy first.
        const valid = await form.trigger();
        if (!valid) return;
        const values = ZEditorValues.parse(form.getValues());
        await callApi(updateLegalDocumentRoute, { params: { id: document.id }, body: values });
        form.reset(values);
      }
      const contract = action === 'publish' ? publishLegalDocumentRoute : archiveLegalDocumentRoute;
      const result = await callApi(contract, { params: { id: document.id } });
      toast.success(
        action === 'publish' ? t('editor.published', { version: result.currentVersion }) : t('editor.archived'),
      );
      setConfirm(null);
      router.refresh();
    } catch (error) {
      toast.error(refusalMessage(error, action === 'publish' ? t('editor.publishFailed') : t('editor.archiveFailed')));
    } finally {
      setBusy(false);
    }
  }

  const editor = (
    <FormField label={t('editor.body')} error={errors.bodyMarkdown?.message} hint={t('editor.bodyHint')}>
      <Textarea
        rows={22}
        maxLength={maxLegalBodyLength}
        className="font-mono text-sm"
        {...form.register('bodyMarkdown')}
      />
    </FormField>
  );
  const preview = (
    <section aria-label={t('editor.preview')} className="border-border bg-surface min-h-40 rounded-lg border p-4">
      {body.trim() ? (
        <LegalMarkdown>{body}</LegalMarkdown>
      ) : (
        <p className="text-muted-foreground text-sm">{t('editor.nothingToPreview')}</p>
      )}
    </section>
  );

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" noValidate>
      <FormAlert message={formError} />
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem_8rem]">
        <FormField label={t('fields.title')} required error={errors.title?.message}>
          <Input maxLength={maxLegalTitleLength} autoComplete="off" {...form.register('title')} />
        </FormField>
        <FormField label={t('fields.type')} error={errors.type?.message}>
          <Select options={typeOptions} {...form.register('type')} />
        </FormField>
        <FormField label={t('fields.order')} error={errors.displayOrder?.message}>
          <Input
            type="number"
            min={0}
            inputMode="numeric"
            {...form.register('displayOrder', { valueAsNumber: true })}
          />
        </FormField>
      </div>
      <CheckboxField
        control={form.control}
        name="requiresAcceptance"
        id="legal-requires-acceptance"
        label={t('fields.requiresAcceptance')}
      />
      {/* One textarea and one preview: side by side on a wide screen, one at a time on a phone. */}
      <div className="flex gap-1 lg:hidden" aria-label={t('editor.show')}>
        {(['write', 'preview'] as const).map((mode) => (
          <Button
            key={mode}
            type="button"
            size="sm"
            variant={view === mode ? 'primary' : 'secondary'}
            aria-pressed={view === mode}
            onClick={() => setView(mode)}
          >
            {mode === 'write' ? t('editor.write') : t('editor.preview')}
          </Button>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={cn(view === 'preview' && 'hidden lg:block')}>{editor}</div>
        <div className={cn('flex flex-col gap-1.5', view === 'write' && 'hidden lg:flex')}>
          <p className="text-sm font-medium" aria-hidden="true">
            {t('editor.preview')}
          </p>
          {preview}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" disabled={!dirty || form.formState.isSubmitting}>
          <Save aria-hidden="true" /> {t('editor.saveDraft')}
        </Button>
        <Button type="button" onClick={() => setConfirm('publish')} disabled={busy}>
          <Send aria-hidden="true" /> {t('editor.publish')}
        </Button>
        {document.state !== 'archived' && document.currentVersion > 0 ? (
          <Button type="button" variant="ghost" onClick={() => setConfirm('archive')} disabled={busy}>
            <Archive aria-hidden="true" /> {t('editor.archive')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirm === 'publish'}
        onOpenChange={(open) => setConfirm(open ? 'publish' : null)}
        title={t('editor.publishTitle', { version: document.currentVersion + 1 })}
        description={document.currentVersion > 0 ? t('editor.publishNext') : t('editor.publishFirst')}
        confirmLabel={t('editor.publish')}
        onConfirm={() => act('publish')}
        pending={busy}
      />
      <ConfirmDialog
        open={confirm === 'archive'}
        onOpenChange={(open) => setConfirm(open ? 'archive' : null)}
        title={t('editor.archiveTitle')}
        description={t('editor.archiveBody')}
        confirmLabel={t('editor.archive')}
        onConfirm={() => act('archive')}
        pending={busy}
      />
    </form>
  );
}
