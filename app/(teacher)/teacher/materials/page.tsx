import type { Metadata } from 'next';
import { Library } from 'lucide-react';
import { SectionPlaceholder } from '@/components/teacher/section-placeholder';

export const metadata: Metadata = { title: 'Materials' };

export default function MaterialsPage() {
  return (
    <SectionPlaceholder
      title="Materials"
      description="Lesson templates, resources and folders you reuse across sessions."
      icon={Library}
      emptyTitle="Your lesson library lives here"
      emptyText="Folders, lesson templates and resources, with tags, duplication and a trash you can restore from, arrive in an upcoming release."
    />
  );
}
