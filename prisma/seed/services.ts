import type { Prisma } from '@/generated/prisma/client';
import type { SeedContext, ServiceKey } from './types';

type Shape = Omit<Prisma.ServiceUncheckedCreateInput, 'teacherId' | 'name' | 'slug' | 'currency' | 'priceAmount'> & {
  policy: 'default' | 'group';
};

/** Every delivery mode, group type, structure and status; the profile supplies names and prices. */
const shapes: Record<ServiceKey, Shape> = {
  trial: {
    deliveryMode: 'live',
    groupType: 'individual',
    structure: 'single',
    status: 'active',
    pricingModel: 'free',
    isTrial: true,
    sortOrder: 0,
    policy: 'default',
  },
  single: {
    deliveryMode: 'live',
    groupType: 'individual',
    structure: 'single',
    status: 'active',
    sortOrder: 1,
    policy: 'default',
  },
  package: {
    deliveryMode: 'live',
    groupType: 'individual',
    structure: 'package',
    status: 'active',
    sessionsIncluded: 10,
    validityDays: 90,
    sortOrder: 2,
    policy: 'default',
  },
  course: {
    deliveryMode: 'hybrid',
    groupType: 'group',
    structure: 'course',
    status: 'active',
    capacity: 3,
    sessionsIncluded: 8,
    validityDays: 90,
    sortOrder: 3,
    policy: 'group',
  },
  subscription: {
    deliveryMode: 'live',
    groupType: 'individual',
    structure: 'subscription',
    status: 'active',
    billingInterval: 'month',
    sessionsIncluded: 4,
    sortOrder: 4,
    policy: 'default',
  },
  unlisted: {
    deliveryMode: 'live',
    groupType: 'individual',
    structure: 'package',
    status: 'active',
    isUnlisted: true,
    sessionsIncluded: 10,
    validityDays: 180,
    sortOrder: 5,
    policy: 'default',
  },
  draft: {
    deliveryMode: 'async',
    groupType: 'open',
    structure: 'course',
    status: 'draft',
    sortOrder: 6,
    policy: 'default',
  },
  paused: {
    deliveryMode: 'live',
    groupType: 'open',
    structure: 'single',
    status: 'paused',
    sortOrder: 7,
    policy: 'default',
  },
  archived: {
    deliveryMode: 'hybrid',
    groupType: 'individual',
    structure: 'package',
    status: 'archived',
    sessionsIncluded: 10,
    validityDays: 30,
    sortOrder: 8,
    policy: 'default',
  },
};

/** Cancellation policies (the default one with the individual_relaxed preset), services, their tags and the course outline. */
export async function seedServices({ tx, profile, teacherId, id }: SeedContext) {
  const defaultPolicyId = id('policy', 'default');
  const groupPolicyId = id('policy', 'group');
  // Only one default per teacher: a default made in the app gives way to the demo one.
  await tx.cancellationPolicy.updateMany({
    where: { teacherId, isDefault: true, id: { not: defaultPolicyId } },
    data: { isDefault: false },
  });

  const policies = [
    {
      policy: {
        id: defaultPolicyId,
        teacherId,
        name: 'Relaxed 1:1',
        preset: 'individual_relaxed',
        isDefault: true,
        maxReschedules: 2,
        minHoursBefore: 12,
        noShowAction: 'forfeit',
        noShowPenaltyPercent: null,
      },
      rules: [
        {
          conditionField: 'hours_before_session',
          conditionOperator: 'gte',
          conditionValue: 24,
          action: 'full_refund',
          penaltyPercent: null,
          description: 'Free cancellation up to 24 hours before the lesson.',
        },
        {
          conditionField: 'hours_before_session',
          conditionOperator: 'gte',
          conditionValue: 2,
          action: 'partial_penalty',
          penaltyPercent: 50,
          description: 'Half of the lesson is charged between 24 and 2 hours before.',
        },
        {
          conditionField: 'hours_before_session',
          conditionOperator: 'lt',
          conditionValue: 2,
          action: 'forfeit',
          penaltyPercent: null,
          description: 'Less than 2 hours before, the lesson is lost.',
        },
      ],
    },
    {
      policy: {
        id: groupPolicyId,
        teacherId,
        name: 'Group course',
        preset: 'group_strict',
        isDefault: false,
        maxReschedules: 0,
        minHoursBefore: 48,
        noShowAction: 'partial_penalty',
        noShowPenaltyPercent: 100,
      },
      rules: [
        {
          conditionField: 'hours_before_session',
          conditionOperator: 'gte',
          conditionValue: 48,
          action: 'allow_free',
          penaltyPercent: null,
          description: 'Let me know 48 hours ahead and you get the recording and materials.',
        },
        {
          conditionField: 'hours_before_session',
          conditionOperator: 'lt',
          conditionValue: 48,
          action: 'forfeit',
          penaltyPercent: null,
          description: 'Group seats cannot be refunded less than 48 hours before.',
        },
        {
          conditionField: 'reschedule_count',
          conditionOperator: 'gte',
          conditionValue: 0,
          action: 'block',
          penaltyPercent: null,
          description: 'Group sessions cannot be rescheduled.',
        },
      ],
    },
  ] as const satisfies ReadonlyArray<{
    policy: Prisma.CancellationPolicyUncheckedCreateInput;
    rules: ReadonlyArray<Omit<Prisma.CancellationRuleUncheckedCreateInput, 'policyId' | 'position'>>;
  }>;

  for (const { policy, rules } of policies) {
    await tx.cancellationPolicy.upsert({ where: { id: policy.id }, create: policy, update: policy });
    for (const [position, rule] of rules.entries()) {
      const data = { ...rule, id: id('policy-rule', policy.id, position), policyId: policy.id, position };
      await tx.cancellationRule.upsert({ where: { id: data.id }, create: data, update: data });
    }
  }

  for (const [key, { policy, ...shape }] of Object.entries(shapes) as Array<[ServiceKey, Shape]>) {
    const content = profile.services[key];
    const data = {
      ...shape,
      id: id('service', key),
      teacherId,
      name: content.name,
      slug: content.slug,
      description: content.description,
      priceAmount: content.priceAmount,
      currency: profile.teacher.currency,
      durationMinutes: content.durationMinutes,
      cancellationPolicyId: policy === 'group' ? groupPolicyId : defaultPolicyId,
      deletedAt: null,
    } satisfies Prisma.ServiceUncheckedCreateInput;
    await tx.service.upsert({ where: { id: data.id }, create: data, update: data });
  }
  await tx.serviceTag.createMany({
    data: (Object.keys(shapes) as ServiceKey[]).flatMap((key) =>
      (profile.services[key].tags ?? []).map((tag) => ({ serviceId: id('service', key), tagId: id('tag', tag) })),
    ),
    skipDuplicates: true,
  });

  const courseId = id('service', 'course');
  for (const [index, item] of profile.courseItems.entries()) {
    const data = {
      id: id('schedule-item', index),
      teacherId,
      serviceId: courseId,
      sequence: index + 1,
      type: item.type,
      title: item.title,
      description: item.description,
      durationMinutes: item.type === 'milestone' ? null : (item.durationMinutes ?? null),
      isOptional: item.isOptional ?? false,
    } satisfies Prisma.ServiceScheduleItemUncheckedCreateInput;
    await tx.serviceScheduleItem.upsert({ where: { id: data.id }, create: data, update: data });
  }
}
