'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useWatch, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { callApi } from '@/lib/client/call-api';
import { createWidgetConfigRoute, updateWidgetConfigRoute } from '@/lib/widget/contracts';
import {
  defaultWidgetTheme,
  ZWidgetConfigInput,
  type TWidgetConfig,
  type TWidgetConfigFormValues,
} from '@/lib/widget/schemas';
import { previewServices, type WidgetServiceOption } from './widget-form-types';
import { WidgetOriginsField } from './widget-origins-field';
import { WidgetPreview } from './widget-preview';
import { WidgetServicesField } from './widget-services-field';
import { WidgetThemeFields } from './widget-theme-fields';

type Props = {
  teacher: { name: string; slug: string };
  services: WidgetServiceOption[];
  /** The widget being edited; without it the form creates one. */
  config?: TWidgetConfig;
};

/** API detail paths -> form fields: list entries land on their list (services) or row (origins). */
function fieldFor(path: string): FieldPath<TWidgetConfigFormValues> | null {
  const bare = path.replace(/^body\./, '');
  if (bare.startsWith('serviceIds')) return 'serviceIds';
  if (/^allowedOrigins(\.\d+)?$/.test(bare)) return bare as FieldPath<TWidgetConfigFormValues>;
  if (bare === 'name' || /^theme\.\w+$/.test(bare)) return bare as FieldPath<TWidgetConfigFormValues>;
  return null;
}

/** Create or edit a widget, with a live preview beside the fields (below them on a phone). */
export function WidgetConfigForm({ teacher, services, config }: Props) {
  const t = useTranslations('teacherSettingsWidget.form');
  const router = useRouter();
  const { form, onSubmit, formError } = useApiForm({
    schema: ZWidgetConfigInput,
    defaultValues: {
      name: config?.name ?? t('defaultName'),
      serviceIds: config?.serviceIds ?? [],
      theme: config?.theme ?? defaultWidgetTheme,
      allowedOrigins: config?.allowedOrigins ?? [],
    },
    submit: (body) =>
      config
        ? callApi(updateWidgetConfigRoute, { params: { id: config.id }, body })
        : callApi(createWidgetConfigRoute, { body }),
    onSuccess: (saved) => {
      if (config) {
        toast.success(t('saved'));
        form.reset(form.getValues());
        router.refresh();
      } else {
        toast.success(t('created'));
        router.push(`/teacher/settings/widget/${saved.id}`);
      }
    },
    fieldFor,
    fallback: t('failed'),
  });
  const { errors, isSubmitting } = form.formState;
  const [theme, serviceIds] = useWatch({ control: form.control, name: ['theme', 'serviceIds'] });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t(config ? 'editLabel' : 'newLabel')}>
      {/* One column: the preview sits right under the look fields; very wide: beside the whole form. */}
      <div className="grid gap-8 2xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] 2xl:items-start">
        <div className="space-y-8 2xl:col-start-1">
          <FormField label={t('name')} required error={errors.name?.message} hint={t('nameHint')}>
            <Input autoComplete="off" maxLength={100} {...form.register('name')} />
          </FormField>
          <WidgetServicesField
            control={form.control}
            options={services}
            error={errors.serviceIds?.message ?? errors.serviceIds?.root?.message}
          />
          <WidgetThemeFields form={form} />
        </div>
        <Card className="2xl:sticky 2xl:top-6 2xl:col-start-2 2xl:row-span-2 2xl:row-start-1">
          <CardHeader>
            <CardTitle>{t('preview')}</CardTitle>
          </CardHeader>
          <CardContent>
            <WidgetPreview
              teacher={teacher}
              theme={theme ?? {}}
              services={previewServices(services, serviceIds ?? [])}
            />
          </CardContent>
        </Card>
        <div className="space-y-8 2xl:col-start-1">
          <WidgetOriginsField control={form.control} errors={errors.allowedOrigins} />
          <FormAlert message={formError} />
          <Button type="submit" loading={isSubmitting}>
            {t(config ? 'save' : 'create')}
          </Button>
        </div>
      </div>
    </form>
  );
}
