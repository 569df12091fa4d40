/**
 * The service editor's values (client-safe): defaults for a new service, the values of an existing
 * one, and what is actually sent. The form keeps every field so switching a dimension back and
 * forth loses nothing; fields the chosen dimensions do not use are cleared before validation.
 */
import type { z } from 'zod';
import { ZUpdateServiceInput, type TTeacherService } from './schemas';
import { serviceShapeIssues } from './service-shape';

type Fields = Required<z.input<typeof ZUpdateServiceInput>>;

/** Every field the editor shows (the order of the list and the cancellation policy live elsewhere). */
export type ServiceEditorValues = Omit<Fields, 'sortOrder' | 'cancellationPolicyId'>;

export type ServiceEditorMode = 'create' | 'edit';

/**
 * The schema of the edit form: the API's update schema plus the rules between dimensions, which the
 * server checks on the record as it will be after the change (the form holds the whole record).
 */
export const ZEditServiceInput = ZUpdateServiceInput.superRefine((values, ctx) => {
  for (const issue of serviceShapeIssues(values)) ctx.addIssue({ code: 'custom', ...issue });
});

export function newServiceValues(currency: string): ServiceEditorValues {
  return {
    name: '',
    slug: '',
    description: null,
    deliveryMode: 'live',
    groupType: 'individual',
    structure: 'single',
    pricingModel: 'fixed',
    priceAmount: Number.NaN,
    currency,
    durationMinutes: 60,
    capacity: null,
    sessionsIncluded: null,
    validityDays: null,
    billingInterval: null,
    billing: 'prepaid',
    isTrial: false,
    isUnlisted: false,
    isPrivate: false,
    allowsRecurring: false,
    meetingProvider: 'none',
    meetingUrl: null,
    tagIds: [],
  };
}

export function editorValuesOf(service: TTeacherService): ServiceEditorValues {
  return {
    name: service.name,
    slug: service.slug,
    description: service.description,
    deliveryMode: service.deliveryMode,
    groupType: service.groupType,
    structure: service.structure,
    pricingModel: service.pricingModel,
    priceAmount: service.priceAmount,
    currency: service.currency,
    durationMinutes: service.durationMinutes,
    capacity: service.capacity,
    sessionsIncluded: service.sessionsIncluded,
    validityDays: service.validityDays,
    billingInterval: service.billingInterval,
    billing: service.billing,
    isTrial: service.isTrial,
    isUnlisted: service.isUnlisted,
    isPrivate: service.isPrivate,
    allowsRecurring: service.allowsRecurring,
    meetingProvider: service.meetingProvider,
    meetingUrl: service.meetingUrl,
    tagIds: service.tagIds,
  };
}

/** Which optional fields the chosen dimensions show. */
export function visibleEditorFields(values: Pick<ServiceEditorValues, 'groupType' | 'structure' | 'pricingModel'>) {
  return {
    capacity: values.groupType === 'group',
    sessionsIncluded: values.structure !== 'single',
    billingInterval: values.structure === 'subscription',
    price: values.pricingModel !== 'free',
  };
}

/**
 * What the form submits: hidden fields cleared (as the server would store them), an empty
 * description as null, and on create an empty slug left out so the server derives it from the name.
 */
export function applicableEditorValues(values: ServiceEditorValues, mode: ServiceEditorMode) {
  const visible = visibleEditorFields(values);
  const { slug, ...rest } = values;
  return {
    ...rest,
    ...(mode === 'create' && slug.trim() === '' ? {} : { slug: slug.trim() }),
    description: values.description?.trim() ? values.description : null,
    capacity: visible.capacity ? values.capacity : null,
    sessionsIncluded: visible.sessionsIncluded ? values.sessionsIncluded : null,
    billingInterval: visible.billingInterval ? values.billingInterval : null,
    priceAmount: visible.price ? values.priceAmount : 0,
  };
}
