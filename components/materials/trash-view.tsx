import { ChevronRight, FileText, FolderOpen, HardDrive, NotebookPen, PlayCircle, Trash2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { Locale } from '@/lib/core/locale';
import { formatDateTime, formatList, type Regional } from '@/lib/presentation/format';
import type {
  TTrashBatch,
  TTrashFolder,
  TTrashList,
  TTrashResource,
  TTrashTemplate,
} from '@/lib/materials/trash/schemas';
import { cn } from '@/lib/presentation/cn';
import { useMaterialWords, type MaterialWords } from './material-words';
import { TrashActions } from './trash-actions';

const trashHref = (folderId?: string) =>
  folderId ? `/teacher/materials/trash?folderId=${folderId}` : '/teacher/materials/trash';

/** "2 folders, 5 templates and 3 resources" (the parts that are not zero). */
function countWords(
  { folders, templates, resources }: Pick<TTrashBatch, 'folders' | 'templates' | 'resources'>,
  words: MaterialWords,
  locale: Locale,
  nothing: string,
): string {
  const parts = [
    folders ? words.count('folders', folders) : '',
    templates ? words.count('templates', templates) : '',
    resources ? words.count('resources', resources) : '',
  ].filter(Boolean);
  return parts.length ? formatList(parts, locale) : nothing;
}

type ViewProps = { trash: TTrashList; timeZone: string; regional?: Regional };

/**
 * The trash: at the top level, each deleted folder with what was deleted along with it, then the
 * templates and resources deleted on their own; inside a deleted folder (`?folderId=`), its direct
 * contents. Every entry can be restored or deleted for good.
 */
export function TrashView({ trash, timeZone, regional }: ViewProps) {
  const t = useTranslations('teacherMaterials.trash');
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
  const when = (at: string) => formatDateTime(at, timeZone, 'dateTime', regional);

  if (folders.length + templates.length + resources.length === 0) {
    return drilled ? (
      <EmptyState
        icon={FolderOpen}
        title={t('nothingElse')}
        description={t('nothingElseHelp')}
        action={
          <Button asChild variant="secondary">
            <Link href={trashHref()}>{t('backToTrash')}</Link>
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={Trash2}
        title={t('emptyTitleView')}
        description={t('emptyHelp')}
        action={
          <Button asChild variant="secondary">
            <Link href="/teacher/materials">{t('goToMaterials')}</Link>
          </Button>
        }
      />
    );
  }

  return (
    <div className="space-y-8">
      {drilled ? (
        <p className="text-muted-foreground bg-surface-muted rounded-lg px-4 py-3 text-sm">{t('drilledHint')}</p>
      ) : null}
      {folders.length ? (
        <TrashGroup id="trash-folders" title={drilled ? t('folders') : t('deletedFolders')} count={folders.length}>
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
        <TrashGroup id="trash-templates" title={t('templates')} count={templates.length}>
          {templates.map((template) => (
            <ItemEntry key={template.id} item={template} when={when(template.deletedAt)} drilled={drilled} />
          ))}
        </TrashGroup>
      ) : null}
      {resources.length ? (
        <TrashGroup id="trash-resources" title={t('resources')} count={resources.length}>
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
  const t = useTranslations('teacherMaterials.trash');
  const words = useMaterialWords();
  const locale = useLocale() as Locale;
  // What was deleted along with the folder (the batch without the folder itself).
  const along = batch ? { ...batch, folders: batch.folders - 1 } : null;
  const alongWords =
    along && along.folders + along.templates + along.resources > 0
      ? countWords(along, words, locale, t('nothing'))
      : null;
  const restoreBatch = batch && !drilled;
  return (
    <Row
      tile={<Tile icon={FolderOpen} emoji={folder.emoji} color={folder.color} className="bg-surface-muted" />}
      title={
        <Link href={trashHref(folder.id)} className="inline-flex max-w-full items-center gap-1 hover:underline">
          <span className="truncate">{folder.name}</span>
          <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">{t('showInside')}</span>
        </Link>
      }
      meta={
        <>
          {t.rich('deletedAt', { when, time: (chunks) => <time dateTime={folder.deletedAt}>{chunks}</time> })}
          {!drilled ? ` · ${folder.folderName ? t('wasIn', { folder: folder.folderName }) : t('wasTop')}` : null}
          {alongWords ? ` · ${t('with', { along: alongWords })}` : null}
        </>
      }
      actions={
        <TrashActions
          target={restoreBatch ? { batchId: batch.batchId } : { type: 'folder', id: folder.id }}
          name={folder.name}
          restoreLabel={restoreBatch && alongWords ? t('restoreAll') : undefined}
          deleteDescription={alongWords ? t('folderDeleteAlong', { along: alongWords }) : t('folderDelete')}
        />
      }
    />
  );
}

function ItemEntry({ item, when, drilled }: { item: TTrashTemplate | TTrashResource; when: string; drilled: boolean }) {
  const t = useTranslations('teacherMaterials.trash');
  const words = useMaterialWords();
  const kind =
    item.type === 'template'
      ? words.kind({ type: 'template' })
      : words.kind({ type: 'resource', resourceType: item.resourceType, provider: item.provider });
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
          {t.rich('itemDeletedAt', { kind, when, time: (chunks) => <time dateTime={item.deletedAt}>{chunks}</time> })}
          {!drilled ? ` · ${item.folderName ? t('wasIn', { folder: item.folderName }) : t('wasTop')}` : null}
        </>
      }
      actions={
        <TrashActions
          target={{ type: item.type, id: item.id }}
          name={item.name}
          deleteDescription={item.type === 'template' ? t('templateDelete') : t('resourceDelete')}
        />
      }
    />
  );
}
