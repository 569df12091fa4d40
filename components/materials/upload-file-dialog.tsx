'use client';

import { Upload } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { FormDialog, type FormDialogControls } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiRefusal } from '@/lib/client/api-refusal';
import { uploadResourceFileRoute } from '@/lib/materials/uploads/contracts';

const types = ['material', 'homework', 'reference'] as const;
const maxMegabytes = 100;

type Errors = Partial<Record<'title' | 'file' | 'form', string>>;

function UploadFileForm({ folderId, formId, onSavingChange, close }: { folderId: string | null } & FormDialogControls) {
  const t = useTranslations('teacherMaterials.upload');
  const words = useTranslations('teacherMaterials.words.type');
  const typeOptions = types.map((value) => ({ value, label: words(value) }));
  const [errors, setErrors] = useState<Errors>({});
  // The multipart body of the upload under way (useApiMutation sends it as the request's form data).
  const body = useRef(new FormData());
  const upload = useApiMutation(uploadResourceFileRoute, {
    formData: () => body.current,
    success: t('uploaded'),
    onSuccess: () => close(),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get('file');
    const title = String(data.get('title') ?? '').trim();
    const found: Errors = {};
    if (!title) found.title = t('needTitle');
    if (!(file instanceof File) || file.size === 0) found.file = t('chooseFile');
    else if (file.size > maxMegabytes * 1024 * 1024) found.file = t('tooBig', { max: maxMegabytes });
    setErrors(found);
    if (Object.keys(found).length) return;
    // The file goes last: the server reads the fields first, then streams the file.
    body.current = new FormData();
    body.current.set('title', title);
    body.current.set('type', String(data.get('type')));
    if (folderId) body.current.set('folderId', folderId);
    body.current.set('file', file as File);
    onSavingChange(true);
    try {
      await upload.mutateAsync({});
    } catch (error) {
      const refusal = error instanceof ApiRefusal ? error : null;
      const onFile = refusal?.details.find((detail) => detail.path === 'file')?.message;
      setErrors(
        onFile || refusal?.status === 413
          ? { file: onFile ?? t('tooBig', { max: maxMegabytes }) }
          : { form: refusal?.message ?? t('failed') },
      );
    } finally {
      onSavingChange(false);
    }
  }

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-4" aria-label={t('label')}>
      <FormField label={t('title')} error={errors.title} required>
        <Input name="title" maxLength={200} />
      </FormField>
      <FormField label={t('type')}>
        <Select name="type" options={typeOptions} defaultValue="material" />
      </FormField>
      <FormField label={t('file')} hint={t('fileHint', { max: maxMegabytes })} error={errors.file} required>
        <Input name="file" type="file" accept=".pdf,.png,.jpg,.jpeg,.webp,.mp3,.m4a,.ogg,.wav,.mp4" />
      </FormField>
      {errors.form ? (
        <p role="alert" className="text-danger-foreground text-sm font-medium">
          {errors.form}
        </p>
      ) : null}
    </form>
  );
}

/** "Upload file": a file of the teacher's own becomes a resource of the open folder. */
export function UploadFileDialog({ folderId }: { folderId: string | null }) {
  const t = useTranslations('teacherMaterials.upload');
  return (
    <FormDialog
      trigger={
        <Button variant="secondary">
          <Upload aria-hidden="true" /> {t('button')}
        </Button>
      }
      title={t('dialogTitle')}
      description={t('description')}
      submitLabel={t('submit')}
    >
      {(controls) => <UploadFileForm folderId={folderId} {...controls} />}
    </FormDialog>
  );
}
