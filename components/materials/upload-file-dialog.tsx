'use client';

import { Upload } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormDialog, type FormDialogControls } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiRefusal } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { uploadKindLabels } from '@/lib/materials/uploads/file-kinds';
import { uploadResourceFileRoute } from '@/lib/materials/uploads/contracts';

const typeOptions = [
  { value: 'material', label: 'Material' },
  { value: 'homework', label: 'Homework' },
  { value: 'reference', label: 'Reference' },
];
const maxMegabytes = 100;

type Errors = Partial<Record<'title' | 'file' | 'form', string>>;

function UploadFileForm({ folderId, formId, onSavingChange, close }: { folderId: string | null } & FormDialogControls) {
  const router = useRouter();
  const [errors, setErrors] = useState<Errors>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get('file');
    const title = String(data.get('title') ?? '').trim();
    const found: Errors = {};
    if (!title) found.title = 'Give the file a title';
    if (!(file instanceof File) || file.size === 0) found.file = 'Choose a file';
    else if (file.size > maxMegabytes * 1024 * 1024) found.file = `At most ${maxMegabytes} MB`;
    setErrors(found);
    if (Object.keys(found).length) return;
    // The file goes last: the server reads the fields first, then streams the file.
    const body = new FormData();
    body.set('title', title);
    body.set('type', String(data.get('type')));
    if (folderId) body.set('folderId', folderId);
    body.set('file', file as File);
    onSavingChange(true);
    try {
      await callApi(uploadResourceFileRoute, {}, { formData: body });
      toast.success('File uploaded.');
      close();
      router.refresh();
    } catch (error) {
      const refusal = error instanceof ApiRefusal ? error : null;
      const onFile = refusal?.details.find((detail) => detail.path === 'file')?.message;
      setErrors(
        onFile || refusal?.status === 413
          ? { file: onFile ?? `At most ${maxMegabytes} MB` }
          : { form: refusal?.message ?? 'The file could not be uploaded. Try again.' },
      );
    } finally {
      onSavingChange(false);
    }
  }

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-4" aria-label="Upload a file">
      <FormField label="Title" error={errors.title} required>
        <Input name="title" maxLength={200} />
      </FormField>
      <FormField label="Type">
        <Select name="type" options={typeOptions} defaultValue="material" />
      </FormField>
      <FormField label="File" hint={`${uploadKindLabels}, at most ${maxMegabytes} MB`} error={errors.file} required>
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
  return (
    <FormDialog
      trigger={
        <Button variant="secondary">
          <Upload aria-hidden="true" /> Upload file
        </Button>
      }
      title="Upload a file"
      description="A sheet, a recording or a video of your own; link it to lessons like any resource."
      submitLabel="Upload"
    >
      {(controls) => <UploadFileForm folderId={folderId} {...controls} />}
    </FormDialog>
  );
}
