import type { SetupStepKey } from '@/lib/settings/get-setup-progress';

/**
 * Where each setup step is done (onboarding checklist, settings overview); its words are
 * `teacherSettings.steps.<key>.title|text|action`.
 */
export const setupSteps: Record<SetupStepKey, { href: string }> = {
  profile: { href: '/teacher/settings/profile' },
  availability: { href: '/teacher/settings/availability' },
  service: { href: '/teacher/services/new' },
  payments: { href: '/teacher/settings/payments' },
};
