import type { Metadata } from 'next';
import { Settings } from 'lucide-react';
import { SectionPlaceholder } from '@/components/teacher/section-placeholder';

export const metadata: Metadata = { title: 'Settings' };

export default function SettingsPage() {
  return (
    <SectionPlaceholder
      title="Settings"
      description="Profile, currency, availability, policies, notifications and integrations."
      icon={Settings}
      emptyTitle="Your account settings live here"
      emptyText="Your public profile, currency, working hours, cancellation policies, notifications, legal documents and connections to your calendar, payment processor and drive. The settings pages arrive in an upcoming release."
    />
  );
}
