'use client';

import { useTranslations } from 'next-intl';
import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller, useWatch, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { callApi } from '@/lib/client/call-api';
import { updateProfileRoute } from '@/lib/settings/contracts';
import {
  ZUpdateProfileInput,
  maxBioLength,
  type TTeacherProfile,
  type TUpdateProfile,
  type TUpdateProfileInput,
} from '@/lib/settings/profile-schemas';
import type { TimeZoneOption } from '@/lib/presentation/time-zones';
import { useProfileSlugCheck, type ProfileSlugState } from './profile-slug-check';
import { ProfileTimeZoneField } from './profile-time-zone-field';

type Profile = Pick<TTeacherProfile, 'name' | 'slug' | 'bio' | 'timezone'>;
type Fields = keyof Profile;

const valuesOf = (profile: Profile) => ({ ...profile, bio: profile.bio ?? '' });
const fields: Fields[] = ['name', 'slug', 'bio', 'timezone'];
type ProfileResolver = Resolver<TUpdateProfileInput, unknown, TUpdateProfile>;
const schemaResolver: ProfileResolver = zodResolver(ZUpdateProfileInput);

/**
 * Only what changed is validated and sent: the route takes any subset, and a field saved under an
 * older rule (a two-letter address) must not block saving the others.
 */
const changedOnly = (values: TUpdateProfileInput, saved: Partial<TUpdateProfileInput> | undefined) =>
  Object.fromEntries(
    fields.filter((key) => (values[key] ?? '') !== (saved?.[key] ?? '')).map((key) => [key, values[key]]),
  );

/** Name, public address (checked as you type), bio and time zone; only the changed fields are sent. */
export function ProfileForm({
  profile,
  origin,
  zoneOptions,
}: {
  profile: Profile;
  origin: string;
  zoneOptions: readonly TimeZoneOption[];
}) {
  const t = useTranslations('teacherSettingsProfile.form');
  const router = useRouter();
  const [saved, setSaved] = useState(profile);
  const { form, onSubmit, formError, submitting } = useApiForm<
    TUpdateProfileInput,
    TUpdateProfile,
    TTeacherProfile | null
  >({
    // The form's default values are the saved profile (reset after every save).
    resolver: (values, context, options): ReturnType<ProfileResolver> =>
      schemaResolver(changedOnly(values, form.formState.defaultValues), context, options),
    defaultValues: valuesOf(profile),
    fallback: t('failed'),
    submit: async (values) => {
      if (values.slug !== undefined && values.slug !== saved.slug) {
        const checked = await slugCheck.verify(values.slug);
        if (checked.kind === 'unavailable') {
          form.setError('slug', { message: checked.message }, { shouldFocus: true });
          return null;
        }
      }
      return callApi(updateProfileRoute, { body: values });
    },
    onSuccess: (answer) => {
      if (!answer) return;
      const next = { name: answer.name, slug: answer.slug, bio: answer.bio, timezone: answer.timezone };
      setSaved(next);
      form.reset(valuesOf(next));
      slugCheck.forget();
      toast.success(t('saved'));
      router.refresh();
    },
  });
  const slug = useWatch({ control: form.control, name: 'slug' }) ?? '';
  const slugCheck = useProfileSlugCheck(slug, saved.slug);
  const { errors, isDirty } = form.formState;
  const blocked = slugCheck.state.kind === 'unavailable';

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('label')} className="flex flex-col gap-5">
      <FormField label={t('name')} error={errors.name?.message} required hint={t('nameHint')}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>

      <div className="flex flex-col gap-1.5">
        <FormField
          label={t('slug')}
          error={errors.slug?.message}
          required
          hint={t.rich('slugHint', {
            origin,
            slug: slug.trim() || '…',
            b: (chunks) => <span className="text-foreground font-medium">{chunks}</span>,
          })}
        >
          <Input autoCapitalize="none" autoComplete="off" spellCheck={false} {...form.register('slug')} />
        </FormField>
        <SlugStatus state={errors.slug ? { kind: 'idle' } : slugCheck.state} />
      </div>

      <FormField label={t('bio')} error={errors.bio?.message} hint={t('bioHint', { max: maxBioLength })}>
        <Textarea rows={5} {...form.register('bio')} />
      </FormField>

      <Controller
        control={form.control}
        name="timezone"
        render={({ field, fieldState }) => (
          <ProfileTimeZoneField
            zoneOptions={zoneOptions}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />

      <FormAlert message={formError} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={submitting} disabled={!isDirty || blocked}>
          {t('save')}
        </Button>
        {blocked ? <span className="text-muted-foreground text-sm">{t('blocked')}</span> : null}
      </div>
    </form>
  );
}

function SlugStatus({ state }: { state: ProfileSlugState }) {
  const t = useTranslations('teacherSettingsProfile.slugStatus');
  const tone =
    state.kind === 'available'
      ? 'text-success-foreground'
      : state.kind === 'checking'
        ? 'text-muted-foreground'
        : 'text-danger-foreground';
  const Icon = state.kind === 'available' ? CircleCheck : state.kind === 'checking' ? LoaderCircle : CircleX;
  return (
    <p role="status" aria-live="polite" className={`flex min-h-5 items-center gap-1.5 text-xs font-medium ${tone}`}>
      {state.kind === 'idle' ? null : (
        <>
          <Icon className={`size-3.5 ${state.kind === 'checking' ? 'animate-spin' : ''}`} aria-hidden="true" />
          <span>
            <span className="sr-only">{t('label')}</span>
            {state.kind === 'unavailable' ? state.message : t(state.kind)}
          </span>
        </>
      )}
    </p>
  );
}
