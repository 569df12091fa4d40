'use client';

import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { callApi } from '@/lib/client/call-api';
import { connectCaldavRoute } from '@/lib/calendar-sync/caldav/contracts';
import { ZConnectCaldav, type TConnectCaldav, type TCaldavConnection } from '@/lib/calendar-sync/caldav/schemas';

/** Server address, user name and app password; the server is asked before anything is saved. */
export function CaldavConnectForm({ defaults }: { defaults?: Partial<TConnectCaldav> }) {
  const router = useRouter();
  const { form, onSubmit, formError, submitting } = useApiForm<TConnectCaldav, TConnectCaldav, TCaldavConnection>({
    schema: ZConnectCaldav,
    defaultValues: { serverUrl: defaults?.serverUrl ?? '', username: defaults?.username ?? '', password: '' },
    fallback: 'The calendar server could not be reached. Check the address and try again.',
    submit: (body) => callApi(connectCaldavRoute, { body }),
    onSuccess: () => {
      toast.success('Calendar account connected');
      router.refresh();
    },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Connect a CalDAV account" className="flex flex-col gap-4">
      <FormField
        label="Server address"
        required
        error={errors.serverUrl?.message}
        hint="iCloud: https://caldav.icloud.com · Fastmail: https://caldav.fastmail.com · Nextcloud: https://your-cloud/remote.php/dav"
      >
        <Input type="url" inputMode="url" autoComplete="url" {...form.register('serverUrl')} />
      </FormField>
      <FormField label="User name" required error={errors.username?.message}>
        <Input autoComplete="username" {...form.register('username')} />
      </FormField>
      <FormField
        label="App password"
        required
        error={errors.password?.message}
        hint="Make an app password in your account's security settings; it is stored encrypted and never shown again."
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormAlert message={formError} />
      <div>
        <Button type="submit" loading={submitting}>
          Connect calendar account
        </Button>
      </div>
    </form>
  );
}
