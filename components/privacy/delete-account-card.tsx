'use client';

import { Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DialogFooter } from '@/components/ui/dialog';
import { DialogShell } from '@/components/ui/dialog-shell';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useHydrated } from '@/components/ui/use-hydrated';
import { refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { confirmAccountDeletionRoute, deleteAccountRoute } from '@/lib/privacy/teacher-contracts';
import {
  ZDeleteAccountConfirmInput,
  type TDeleteAccountConfirmation,
  type TDeleteAccountConfirmInput,
} from '@/lib/privacy/teacher/schemas';

/** The danger zone: deleting the account takes the typed slug, then a final confirmation. */
export function DeleteAccountCard({ slug }: { slug: string }) {
  const t = useTranslations('teacherPrivacy.deleteAccount');
  const router = useRouter();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);

  function deleted() {
    toast.success(t('deleted'));
    // The session cookies are gone: leave the teacher area and drop its cached pages.
    router.replace('/');
    router.refresh();
  }

  return (
    <Card className="border-danger/40">
      <CardHeader>
        <CardTitle className="text-danger">{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <DialogShell
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button type="button" variant="danger" disabled={!hydrated}>
              <Trash2 aria-hidden="true" /> {t('button')}
            </Button>
          }
          title={t('dialogTitle')}
          description={t('dialogDescription')}
        >
          {open ? <DeleteAccountSteps slug={slug} onCancel={() => setOpen(false)} onDeleted={deleted} /> : null}
        </DialogShell>
      </CardContent>
    </Card>
  );
}

type Props = { slug: string; onCancel: () => void; onDeleted: () => void };

/**
 * Step 1: type the slug (POST .../delete-account/confirm answers a short-lived token). Step 2: the
 * final button sends DELETE with that token. Nothing changes before the final button.
 */
function DeleteAccountSteps({ slug, onCancel, onDeleted }: Props) {
  const t = useTranslations('teacherPrivacy.deleteAccount');
  const [confirmation, setConfirmation] = useState<TDeleteAccountConfirmation | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { form, onSubmit, formError, submitting } = useApiForm<
    TDeleteAccountConfirmInput,
    TDeleteAccountConfirmInput,
    TDeleteAccountConfirmation
  >({
    schema: ZDeleteAccountConfirmInput,
    defaultValues: { slug: '' },
    fallback: t('confirmFailed'),
    submit: (body) => callApi(confirmAccountDeletionRoute, { body }),
    onSuccess: setConfirmation,
  });

  async function deleteAccount() {
    if (!confirmation) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await callApi(deleteAccountRoute, { body: { confirmationToken: confirmation.confirmationToken } });
      onDeleted();
    } catch (error) {
      setDeleteError(refusalMessage(error, t('deleteFailed')));
      setDeleting(false);
    }
  }

  if (confirmation) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm">{t.rich('lastStep', { slug, strong: (chunks) => <strong>{chunks}</strong> })}</p>
        <FormAlert message={deleteError} />
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={onCancel} disabled={deleting}>
            {t('keep')}
          </Button>
          <Button type="button" variant="danger" loading={deleting} onClick={deleteAccount}>
            {t('final')}
          </Button>
        </DialogFooter>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('formLabel')} className="flex flex-col gap-4">
      <FormField label={t('typeSlug', { slug })} error={form.formState.errors.slug?.message}>
        <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...form.register('slug')} />
      </FormField>
      <FormAlert message={formError} />
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={submitting}>
          {t('continue')}
        </Button>
      </DialogFooter>
    </form>
  );
}
