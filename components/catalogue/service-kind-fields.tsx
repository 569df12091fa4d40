'use client';

import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import type { ServiceEditorValues } from '@/lib/catalogue/service-editor-values';
import { DELIVERY_MODE_OPTIONS, GROUP_TYPE_OPTIONS, STRUCTURE_OPTIONS } from './dimension-options';
import { DimensionRadioGroup } from './dimension-radio-group';

/** The three independent dimensions of a service, each as radio cards with a plain explanation. */
export function ServiceKindFields() {
  const t = useTranslations('teacherServiceEditor.kind');
  const { register, formState } = useFormContext<ServiceEditorValues>();
  const { errors } = formState;
  return (
    <>
      <DimensionRadioGroup
        legend={t('deliveryMode')}
        options={DELIVERY_MODE_OPTIONS}
        registration={register('deliveryMode')}
        error={errors.deliveryMode?.message}
      />
      <DimensionRadioGroup
        legend={t('groupType')}
        options={GROUP_TYPE_OPTIONS}
        registration={register('groupType')}
        error={errors.groupType?.message}
      />
      <DimensionRadioGroup
        legend={t('structure')}
        options={STRUCTURE_OPTIONS}
        registration={register('structure')}
        error={errors.structure?.message}
        className="sm:grid-cols-2 xl:grid-cols-4"
      />
    </>
  );
}
