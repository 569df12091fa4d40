/**
 * The settings area's sub-pages, in the order the nav and the overview show them. Client-safe: the
 * nav (a client component) and the overview page (a server component) read the same list.
 */
export type SettingsSection = { href: string; title: string; description: string };
export type SettingsGroup = { title: string; sections: SettingsSection[] };

export const settingsGroups: SettingsGroup[] = [
  {
    title: 'Account',
    sections: [
      {
        href: '/teacher/settings/profile',
        title: 'Profile',
        description: 'Name, public address, bio, time zone, photo',
      },
      {
        href: '/teacher/settings/general',
        title: 'General',
        description: 'Currency, tax rate, buffer, quality targets',
      },
      {
        href: '/teacher/settings/notifications',
        title: 'Notifications',
        description: 'The seven e-mail and in-app switches',
      },
      { href: '/teacher/settings/dashboard', title: 'Dashboard', description: 'The four figures on your home page' },
    ],
  },
  {
    title: 'Scheduling',
    sections: [
      {
        href: '/teacher/settings/availability',
        title: 'Availability',
        description: 'Weekly hours, closed days, extra hours',
      },
      {
        href: '/teacher/settings/cancellation-policies',
        title: 'Cancellation policies',
        description: 'Late cancellations, reschedules, no-shows',
      },
    ],
  },
  {
    title: 'Legal',
    sections: [
      {
        href: '/teacher/settings/legal-documents',
        title: 'Legal documents',
        description: 'Contracts, policies, terms, privacy',
      },
      { href: '/teacher/settings/contracts', title: 'Contracts', description: 'Who has signed what' },
    ],
  },
  {
    title: 'Privacy',
    sections: [
      {
        href: '/teacher/settings/retention',
        title: 'Data retention',
        description: 'How long student data is kept, automatic deletion',
      },
    ],
  },
  {
    title: 'Your website',
    sections: [
      { href: '/teacher/settings/widget', title: 'Booking widget', description: 'Embed your services on your site' },
    ],
  },
  {
    title: 'Connections',
    sections: [
      { href: '/teacher/settings/payments', title: 'Payments', description: 'Your payment processor account' },
      {
        href: '/teacher/settings/billing',
        title: 'Invoices',
        description: 'Business details, invoice numbers, payment terms',
      },
      {
        href: '/teacher/settings/integrations',
        title: 'Integrations',
        description: 'Google Calendar busy times and events, Google Drive copies',
      },
      { href: '/teacher/settings/sessions', title: 'Signed-in devices', description: 'Where you are signed in' },
    ],
  },
];
