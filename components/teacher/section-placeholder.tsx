import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export type SectionPlaceholderProps = {
  title: string;
  description: string;
  icon: LucideIcon;
  emptyTitle: string;
  emptyText: string;
  actions?: ReactNode;
};

/** A section page that has no content yet: its header and an honest empty state. */
export function SectionPlaceholder({
  title,
  description,
  icon,
  emptyTitle,
  emptyText,
  actions,
}: SectionPlaceholderProps) {
  return (
    <>
      <PageHeader title={title} description={description} actions={actions} />
      <EmptyState icon={icon} title={emptyTitle} description={emptyText} className="py-16" />
    </>
  );
}
