import { BookOpen, ClipboardList, FileText, HardDrive, Link2, NotebookPen, PlayCircle } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/presentation/cn';
import { FolderEmoji } from './folder-emoji';
import type { LibraryItem } from './library-types';

type Provider = 'link' | 'drive' | 'video_a' | 'video_b';
type ResourceType = 'material' | 'homework' | 'reference';

const providerIcons: Record<Provider, LucideIcon> = {
  link: Link2,
  drive: HardDrive,
  video_a: PlayCircle,
  video_b: PlayCircle,
};
const typeIcons: Record<ResourceType, LucideIcon> = {
  material: FileText,
  homework: ClipboardList,
  reference: BookOpen,
};

/** The item's icon on a tinted tile: folder (its emoji or colour), template, or the resource's provider. */
export function MaterialIcon({ item, className }: { item: LibraryItem; className?: string }) {
  const tile = 'flex shrink-0 items-center justify-center rounded-lg';
  if (item.type === 'folder') {
    return (
      <span
        aria-hidden="true"
        className={cn(tile, 'bg-surface-muted', className)}
        style={item.color ? { backgroundColor: `${item.color}1f`, color: item.color } : undefined}
      >
        <FolderEmoji emoji={item.emoji} className="size-5 text-lg" />
      </span>
    );
  }
  if (item.type === 'template') {
    return (
      <span aria-hidden="true" className={cn(tile, 'bg-primary-soft text-primary', className)}>
        <NotebookPen className="size-5" />
      </span>
    );
  }
  const Icon = item.provider === 'link' ? typeIcons[item.resourceType] : providerIcons[item.provider];
  const tone =
    item.provider === 'video_a' || item.provider === 'video_b'
      ? 'bg-danger-soft text-danger-foreground'
      : item.provider === 'drive'
        ? 'bg-success-soft text-success-foreground'
        : item.resourceType === 'homework'
          ? 'bg-warning-soft text-warning-foreground'
          : 'bg-info-soft text-info-foreground';
  return (
    <span aria-hidden="true" className={cn(tile, tone, className)}>
      <Icon className="size-5" />
    </span>
  );
}

/** A resource's thumbnail (from its provider), else its icon tile at the same size. */
export function MaterialPreview({ item, className }: { item: LibraryItem; className?: string }) {
  if (item.type === 'resource' && item.thumbnailUrl) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- thumbnails come from any provider host
      <img src={item.thumbnailUrl} alt="" loading="lazy" className={cn('bg-surface-muted object-cover', className)} />
    );
  }
  return <MaterialIcon item={item} className={className} />;
}
