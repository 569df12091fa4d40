'use client';

import { SlidersHorizontal } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormDialog, useSavingReport, type FormDialogControls } from '@/components/ui/form-dialog';
import { callApi } from '@/lib/client/call-api';
import { updateInsightsLayoutRoute } from '@/lib/insights/layout/contracts';
import { insightSections, ZInsightsLayoutInput, type TInsightsLayout } from '@/lib/insights/layout/schemas';

/** "Customize": which sections the page shows, saved with PATCH /api/teacher/insights/layout. */
export function CustomizeSectionsDialog({ layout }: { layout: TInsightsLayout }) {
  const t = useTranslations('teacherInsights.customize');
  return (
    <FormDialog
      trigger={
        <Button variant="secondary">
          <SlidersHorizontal aria-hidden="true" />
          {t('button')}
        </Button>
      }
      className="max-w-md"
      title={t('title')}
      description={t('description')}
      submitLabel={t('submit')}
    >
      {(controls) => <SectionsForm layout={layout} {...controls} />}
    </FormDialog>
  );
}

function SectionsForm({ layout, formId, onSavingChange, close }: { layout: TInsightsLayout } & FormDialogControls) {
  const t = useTranslations('teacherInsights');
  const router = useRouter();
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZInsightsLayoutInput,
    defaultValues: { sections: layout.sections },
    fallback: t('customize.failed'),
    submit: (body) => callApi(updateInsightsLayoutRoute, { body }),
    onSuccess: () => {
      toast.success(t('customize.saved'));
      close();
      router.refresh();
    },
  });
  useSavingReport(submitting, onSavingChange);
  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <fieldset className="grid gap-2">
        <legend className="sr-only">{t('customize.legend')}</legend>
        {insightSections.map((section) => (
          <label key={section} className="text-foreground flex items-center gap-2 text-sm">
            <input type="checkbox" className="accent-primary size-4" {...form.register(`sections.${section}`)} />
            {t(`sections.${section}`)}
          </label>
        ))}
      </fieldset>
      <FormAlert message={formError} />
    </form>
  );
}
