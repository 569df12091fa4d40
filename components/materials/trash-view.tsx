import { ChevronRight, FileText, FolderOpen, HardDrive, NotebookPen, PlayCircle, Trash2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatInZone } from '@/lib/core/format-time';
import type {
  TTrashBatch,
  TTrashFolder,
  TTrashList,
  TTrashResource,
  TTrashTemplate,
} from '@/lib/materials/trash/schemas';
import { cn } from '@/lib/presentation/cn';
import { providerLabels, resourceTypeLabels } from './material-icon';
import { TrashActions } from './trash-actions';

const trashHref = (folderId?: string) =>
  folderId ? `/teacher/materials/trash?folderId=${folderId}` : '/teacher/materials/trash';
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** "2 folders, 5 templates and 3 resources" (the parts that are not zero). */
function countWords({
  folders,
  templates,
  resources,
}: Pick<TTrashBatch, 'folders' | 'templates' | 'resources'>): string {
  const parts = [
    folders ? plural(folders, 'folder') : '',
    templates ? plural(templates, 'template') : '',
    resources ? plural(resources, 'resource') : '',
  ].filter(Boolean);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? 'nothing');
}

type ViewProps = { trash: TTrashList; timeZone: string };

/**
 * The trash: at the top level, each deleted folder with what was deleted along with it, then the
 * templates and resources deleted on their own; inside a deleted folder (`?folderId=`), its direct
 * contents. Every entry can be restored or deleted for good.
 */
export function TrashView({ trash, timeZone }: ViewProps) {
  const drilled = trash.folder !== null;
  // At the top level, what sits inside a deleted folder is shown by opening that folder.
  const shown = <T extends { insideTrashedFolder: boolean }>(rows: T[]) =>
    drilled ? rows : rows.filter((row) => !row.insideTrashedFolder);
  const folders = shown(trash.folders);
  const templates = shown(trash.templates);
  const resources = shown(trash.resources);
  const batchOf = new Map(
    trash.batches.flatMap((batch) => (batch.rootFolder ? [[batch.rootFolder.id, batch] as const] : [])),
  );
  const when = (at: string) => formatInZone(at, timeZone, 'dateTime');

  if (folders.length + templates.length + resources.length === 0) {
    return drilled ? (
      <EmptyState
        icon={FolderOpen}
        title="Nothing else in this folder"
        description="Everything that was in it has been restored or deleted. Restore the folder itself from the trash."
        action={
          <Button asChild variant="secondary">
            <Link href={trashHref()}>Back to the trash</Link>
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={Trash2}
        title="The trash is empty"
        description={
          <>
            Deleted items wait here until you restore them or delete them for good. Deleting a folder brings everything
            inside it along, and one click restores it all.
          </>
        }
        action={
          <Button asChild variant="secondary">
            <Link href="/teacher/materials">Go to Materials</Link>
          </Button>
        }
      />
    );
  }

  return (
    <div className="space-y-8">
      {drilled ? (
        <p className="text-muted-foreground bg-surface-muted rounded-lg px-4 py-3 text-sm">
          Restoring something here also brings back the folders above it (only those folders), so it returns to where it
          was.
        </p>
      ) : null}
      {folders.length ? (
        <TrashGroup id="trash-folders" title={drilled ? 'Folders' : 'Deleted folders'} count={folders.length}>
          {folders.map((folder) => (
            <FolderEntry
              key={folder.id}
              folder={folder}
              batch={batchOf.get(folder.id)}
              when={when(folder.deletedAt)}
              drilled={drilled}
            />
          ))}
        </TrashGroup>
      ) : null}
      {templates.length ? (
        <TrashGroup id="trash-templates" title="Lesson templates" count={templates.length}>
          {templates.map((template) => (
            <ItemEntry key={template.id} item={template} when={when(template.deletedAt)} drilled={drilled} />
          ))}
        </TrashGroup>
      ) : null}
      {resources.length ? (
        <TrashGroup id="trash-resources" title="Resources" count={resources.length}>
          {resources.map((resource) => (
            <ItemEntry key={resource.id} item={resource} when={when(resource.deletedAt)} drilled={drilled} />
          ))}
        </TrashGroup>
      ) : null}
    </div>
  );
}

function TrashGroup({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-foreground flex items-center gap-2 text-base font-semibold">
        {title} <Badge>{count}</Badge>
      </h2>
      <ul className="border-border bg-surface divide-border divide-y overflow-hidden rounded-xl border">{children}</ul>
    </section>
  );
}

function Tile({
  icon: Icon,
  emoji,
  color,
  className,
}: {
  icon: LucideIcon;
  emoji?: string | null;
  color?: string | null;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg opacity-80', className)}
      style={color ? { backgroundColor: `${color}1f`, color } : undefined}
    >
      {emoji ? <span className="text-lg leading-none">{emoji}</span> : <Icon className="size-5" />}
    </span>
  );
}

function Row({
  tile,
  title,
  meta,
  actions,
}: {
  tile: ReactNode;
  title: ReactNode;
  meta: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {tile}
        <div className="min-w-0 flex-1">
          <div className="text-foreground truncate text-sm font-medium">{title}</div>
          <div className="text-muted-foreground mt-0.5 text-xs leading-5">{meta}</div>
        </div>
      </div>
      <div className="pl-13 sm:shrink-0 sm:pl-0">{actions}</div>
    </li>
  );
}

function FolderEntry({
  folder,
  batch,
  when,
  drilled,
}: {
  folder: TTrashFolder;
  batch?: TTrashBatch;
  when: string;
  drilled: boolean;
}) {
  // What was deleted along with the folder (the batch without the folder itself).
  const along = batch ? { ...batch, folders: batch.folders - 1 } : null;
  const alongWords = along && along.folders + along.templates + along.resources > 0 ? countWords(along) : null;
  const restoreBatch = batch && !drilled;
  return (
    <Row
      tile={<Tile icon={FolderOpen} emoji={folder.emoji} color={folder.color} className="bg-surface-muted" />}
      title={
        <Link href={trashHref(folder.id)} className="inline-flex max-w-full items-center gap-1 hover:underline">
          <span className="truncate">{folder.name}</span>
          <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">(show what is inside)</span>
        </Link>
      }
      meta={
        <>
          Deleted <time dateTime={folder.deletedAt}>{when}</time>
          {!drilled ? <> · was {folder.folderName ? <>in {folder.folderName}</> : 'at the top level'}</> : null}
          {alongWords ? <> · with {alongWords}</> : null}
        </>
      }
      actions={
        <TrashActions
          target={restoreBatch ? { batchId: batch.batchId } : { type: 'folder', id: folder.id }}
          name={folder.name}
          restoreLabel={restoreBatch && alongWords ? 'Restore everything deleted with this folder' : 'Restore'}
          deleteDescription={
            alongWords
              ? `The folder and everything still inside it (${alongWords}) will be deleted, and removed from any lesson they were linked to.`
              : 'The folder and anything still inside it will be deleted.'
          }
        />
      }
    />
  );
}

function ItemEntry({ item, when, drilled }: { item: TTrashTemplate | TTrashResource; when: string; drilled: boolean }) {
  const kind =
    item.type === 'template'
      ? 'Lesson template'
      : `${resourceTypeLabels[item.resourceType]} · ${providerLabels[item.provider]}`;
  return (
    <Row
      tile={
        item.type === 'template' ? (
          <Tile icon={NotebookPen} className="bg-primary-soft text-primary" />
        ) : (
          <Tile
            icon={item.provider === 'drive' ? HardDrive : item.provider === 'link' ? FileText : PlayCircle}
            className={
              item.provider === 'drive'
                ? 'bg-success-soft text-success-foreground'
                : item.provider === 'link'
                  ? 'bg-info-soft text-info-foreground'
                  : 'bg-danger-soft text-danger-foreground'
            }
          />
        )
      }
      title={item.name}
      meta={
        <>
          {kind} · deleted <time dateTime={item.deletedAt}>{when}</time>
          {!drilled ? <> · was {item.folderName ? <>in {item.folderName}</> : 'at the top level'}</> : null}
        </>
      }
      actions={
        <TrashActions
          target={{ type: item.type, id: item.id }}
          name={item.name}
          deleteDescription={
            item.type === 'template'
              ? 'The template will be deleted and unlinked from the lessons it was applied to (what those lessons were given stays).'
              : 'The resource will be deleted and removed from every lesson and template it was linked to.'
          }
        />
      }
    />
  );
}
