'use client';

import { Upload } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiRefusal } from '@/lib/client/api-refusal';
import { requestApi } from '@/lib/client/call-api';
import { avatarContentTypes, maxAvatarBytes } from '@/lib/settings/avatar-rules';
import { uploadAvatarRoute } from '@/lib/settings/contracts';

export type AvatarUploadProps = { name: string; avatarUrl: string | null };

/** The API's message; a body without one (a proxy page...) says only the status. */
function uploadFailure(error: unknown, t: (key: string, values?: Record<string, number>) => string): string {
  if (!(error instanceof ApiRefusal) || error.status === 0) return t('offline');
  return error.code === 'UNKNOWN' ? t('httpFailed', { status: error.status }) : error.message;
}

/**
 * Settings: choose a profile photo, preview it, upload it. The checks here only spare a round trip;
 * the server judges the file by its bytes and its message is what the teacher sees on refusal.
 */
export function AvatarUpload({ name, avatarUrl }: AvatarUploadProps) {
  const t = useTranslations('teacherSettingsProfile.photo');
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function clearChoice() {
    setFile(null);
    setPreview(null);
    if (input.current) input.current.value = '';
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setError(null);
    const problem = !chosen
      ? null
      : !(avatarContentTypes as string[]).includes(chosen.type)
        ? t('wrongType')
        : chosen.size > maxAvatarBytes
          ? t('tooLarge')
          : null;
    if (!chosen || problem) {
      clearChoice();
      setError(problem);
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  }

  async function upload() {
    if (!file) return;
    setPending(true);
    setError(null);
    try {
      const form = new FormData();
      form.append('file', file);
      await requestApi(uploadAvatarRoute, {}, { formData: form });
      clearChoice();
      toast.success(t('updated'));
      router.refresh();
    } catch (refusal) {
      setError(uploadFailure(refusal, t));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <Avatar name={name} src={preview ?? avatarUrl} size="xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <FormField label={t('label')} hint={t('hint')} error={error}>
          <Input
            ref={input}
            type="file"
            accept={avatarContentTypes.join(',')}
            onChange={choose}
            disabled={pending}
            className="h-auto py-1.5"
          />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button onClick={upload} disabled={!file} loading={pending}>
            {pending ? null : <Upload aria-hidden="true" />}
            {t('upload')}
          </Button>
          {file && !pending ? (
            <Button variant="ghost" onClick={clearChoice}>
              {t('cancel')}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
