import type { Metadata } from 'next';
import { ShieldCheck } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'My data' };

export default function PortalPrivacyPage() {
  return (
    <>
      <PageHeader
        title="My data"
        description="See what is held about you, download a copy, or ask for it to be erased."
      />
      <EmptyState
        icon={ShieldCheck}
        title="Your data tools live here"
        description="A summary of the data your teacher's practice holds about you, a download of all of it and an erasure request arrive in an upcoming release."
        className="py-16"
      />
    </>
  );
}
