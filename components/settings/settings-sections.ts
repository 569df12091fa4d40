import english from '@/messages/en/teacherSettings.json' with { type: 'json' };

/**
 * The settings area's sub-pages, in the order the nav and the overview show them. Client-safe: the
 * nav (a client component) and the overview page (a server component) read the same list. Their
 * words are `teacherSettings.groups.<key>` and `teacherSettings.sections.<key>.title|description`;
 * `title` and `description` here are the English ones (the e2e suite reads them).
 */
export type SettingsSection = { key: SectionKey; href: string; title: string; description: string };
export type SettingsGroup = { key: GroupKey; title: string; sections: SettingsSection[] };

type GroupKey = keyof typeof english.groups;
type SectionKey = keyof typeof english.sections;

const layout: { key: GroupKey; sections: [SectionKey, string][] }[] = [
  {
    key: 'account',
    sections: [
      ['profile', '/teacher/settings/profile'],
      ['general', '/teacher/settings/general'],
      ['notifications', '/teacher/settings/notifications'],
      ['dashboard', '/teacher/settings/dashboard'],
    ],
  },
  {
    key: 'scheduling',
    sections: [
      ['availability', '/teacher/settings/availability'],
      ['cancellationPolicies', '/teacher/settings/cancellation-policies'],
    ],
  },
  {
    key: 'legal',
    sections: [
      ['legalDocuments', '/teacher/settings/legal-documents'],
      ['contracts', '/teacher/settings/contracts'],
    ],
  },
  { key: 'privacy', sections: [['retention', '/teacher/settings/retention']] },
  { key: 'website', sections: [['widget', '/teacher/settings/widget']] },
  {
    key: 'connections',
    sections: [
      ['payments', '/teacher/settings/payments'],
      ['billing', '/teacher/settings/billing'],
      ['integrations', '/teacher/settings/integrations'],
      ['sessions', '/teacher/settings/sessions'],
    ],
  },
];

export const settingsGroups: SettingsGroup[] = layout.map(({ key, sections }) => ({
  key,
  title: english.groups[key],
  sections: sections.map(([section, href]) => ({ key: section, href, ...english.sections[section] })),
}));
