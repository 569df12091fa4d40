'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { FormSubmitRow } from '@/components/forms/form-submit-row';
import { useApiForm } from '@/components/forms/use-api-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { callApi } from '@/lib/client/call-api';
import { connectCaldavRoute } from '@/lib/calendar-sync/caldav/contracts';
import { ZConnectCaldav, type TConnectCaldav, type TCaldavConnection } from '@/lib/calendar-sync/caldav/schemas';

/** Server address, user name and app password; the server is asked before anything is saved. */
export function CaldavConnectForm({ defaults }: { defaults?: Partial<TConnectCaldav> }) {
  const t = useTranslations('teacherSettingsConnections.caldav');
  const router = useRouter();
  const { form, onSubmit, formError, submitting } = useApiForm<TConnectCaldav, TConnectCaldav, TCaldavConnection>({
    schema: ZConnectCaldav,
    defaultValues: { serverUrl: defaults?.serverUrl ?? '', username: defaults?.username ?? '', password: '' },
    fallback: t('unreachable'),
    submit: (body) => callApi(connectCaldavRoute, { body }),
    onSuccess: () => {
      toast.success(t('connectedToast'));
      router.refresh();
    },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('formLabel')} className="flex flex-col gap-4">
      <FormField label={t('server')} required error={errors.serverUrl?.message} hint={t('serverHint')}>
        <Input type="url" inputMode="url" autoComplete="url" {...form.register('serverUrl')} />
      </FormField>
      <FormField label={t('username')} required error={errors.username?.message}>
        <Input autoComplete="username" {...form.register('username')} />
      </FormField>
      <FormField label={t('password')} required error={errors.password?.message} hint={t('passwordHint')}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormSubmitRow error={formError} submitting={submitting}>
        {t('connect')}
      </FormSubmitRow>
    </form>
  );
}
