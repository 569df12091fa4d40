'use client';

import { Archive, Save, Send } from 'lucide-react';
import { useRouter } from 'next/navigation';
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
import { documentTypeLabels } from './legal-badges';
import { LegalMarkdown } from './markdown';

const typeOptions = Object.entries(documentTypeLabels).map(([value, label]) => ({ value, label }));
const ZEditorValues = ZUpdateLegalDocumentInput.required();

/**
 * The working copy of one document: fields, a Markdown textarea with its live preview (side by side
 * on a wide screen, a Write / Preview switch on a phone), save as draft, publish (asks first), archive.
 */
export function LegalDocumentEditor({ document }: { document: TLegalDocument }) {
  const router = useRouter();
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
    fallback: 'The draft could not be saved. Try again.',
    submit: (body) => callApi(updateLegalDocumentRoute, { params: { id: document.id }, body }),
    onSuccess: (saved, values) => {
      form.reset(values);
      toast.success(saved.hasUnpublishedChanges ? 'Draft saved. Publish it when it is ready.' : 'Saved.');
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
      toast.success(action === 'publish' ? `Published as version ${result.currentVersion}.` : 'Archived.');
      setConfirm(null);
      router.refresh();
    } catch (error) {
      toast.error(
        refusalMessage(error, `The document could not be ${action === 'publish' ? 'published' : 'archived'}.`),
      );
    } finally {
      setBusy(false);
    }
  }

  const editor = (
    <FormField
      label="Text (Markdown)"
      error={errors.bodyMarkdown?.message}
      hint="# Heading, **bold**, - list, [link](https://…). HTML is not shown."
    >
      <Textarea
        rows={22}
        maxLength={maxLegalBodyLength}
        className="font-mono text-sm"
        {...form.register('bodyMarkdown')}
      />
    </FormField>
  );
  const preview = (
    <section aria-label="Preview" className="border-border bg-surface min-h-40 rounded-lg border p-4">
      {body.trim() ? (
        <LegalMarkdown>{body}</LegalMarkdown>
      ) : (
        <p className="text-muted-foreground text-sm">Nothing to preview yet.</p>
      )}
    </section>
  );

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" noValidate>
      <FormAlert message={formError} />
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem_8rem]">
        <FormField label="Title" required error={errors.title?.message}>
          <Input maxLength={maxLegalTitleLength} autoComplete="off" {...form.register('title')} />
        </FormField>
        <FormField label="Type" error={errors.type?.message}>
          <Select options={typeOptions} {...form.register('type')} />
        </FormField>
        <FormField label="Order" error={errors.displayOrder?.message}>
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
        label="Every student accepts it when enrolling"
      />
      {/* One textarea and one preview: side by side on a wide screen, one at a time on a phone. */}
      <div className="flex gap-1 lg:hidden" aria-label="Show">
        {(['write', 'preview'] as const).map((mode) => (
          <Button
            key={mode}
            type="button"
            size="sm"
            variant={view === mode ? 'primary' : 'secondary'}
            aria-pressed={view === mode}
            onClick={() => setView(mode)}
          >
            {mode === 'write' ? 'Write' : 'Preview'}
          </Button>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={cn(view === 'preview' && 'hidden lg:block')}>{editor}</div>
        <div className={cn('flex flex-col gap-1.5', view === 'write' && 'hidden lg:flex')}>
          <p className="text-sm font-medium" aria-hidden="true">
            Preview
          </p>
          {preview}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" disabled={!dirty || form.formState.isSubmitting}>
          <Save aria-hidden="true" /> Save draft
        </Button>
        <Button type="button" onClick={() => setConfirm('publish')} disabled={busy}>
          <Send aria-hidden="true" /> Publish
        </Button>
        {document.state !== 'archived' && document.currentVersion > 0 ? (
          <Button type="button" variant="ghost" onClick={() => setConfirm('archive')} disabled={busy}>
            <Archive aria-hidden="true" /> Archive
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirm === 'publish'}
        onOpenChange={(open) => setConfirm(open ? 'publish' : null)}
        title={`Publish version ${document.currentVersion + 1}?`}
        description={
          document.currentVersion > 0
            ? 'Students see the new version at once. Signatures of earlier versions become outdated and need signing again.'
            : 'Students see it at once, and enrollment asks for it when it must be accepted.'
        }
        confirmLabel="Publish"
        onConfirm={() => act('publish')}
        pending={busy}
      />
      <ConfirmDialog
        open={confirm === 'archive'}
        onOpenChange={(open) => setConfirm(open ? 'archive' : null)}
        title="Archive this document?"
        description="It is no longer shown nor asked at enrollment. Its versions and signatures stay readable."
        confirmLabel="Archive"
        onConfirm={() => act('archive')}
        pending={busy}
      />
    </form>
  );
}
