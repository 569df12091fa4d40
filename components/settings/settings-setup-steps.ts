import type { SetupStepKey } from '@/lib/settings/get-setup-progress';

/** How each setup step reads, and where it is done (onboarding checklist, settings overview). */
export const setupStepText: Record<SetupStepKey, { title: string; text: string; href: string; action: string }> = {
  profile: {
    title: 'Complete your profile',
    text: 'Check your name, public address and time zone, and write a short bio for your public page.',
    href: '/teacher/settings/profile',
    action: 'Edit profile',
  },
  availability: {
    title: 'Set your weekly hours',
    text: 'Students can only book the times you open.',
    href: '/teacher/settings/availability',
    action: 'Set hours',
  },
  service: {
    title: 'Create your first service',
    text: 'A lesson, a package or a course, with its price.',
    href: '/teacher/services/new',
    action: 'Create a service',
  },
  payments: {
    title: 'Connect your payment account',
    text: 'Students pay straight into your own processor account.',
    href: '/teacher/settings/payments',
    action: 'Connect payments',
  },
};
