'use client';

import { ArrowDown, ArrowUp, ExternalLink, Plus, Search, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useApiQuery } from '@/components/api/use-api-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDebouncedValue } from '@/components/ui/use-debounced-value';
import { listResourcesRoute } from '@/lib/materials/resources/contracts';
import { moveItem, type LinkedResource } from './template-values';

type Props = {
  /** The linked resources' ids, in the order a session gets them. */
  value: string[];
  onChange: (next: string[]) => void;
  /** What is known about each id (from the template and from search answers). */
  known: ReadonlyMap<string, LinkedResource>;
  onFound: (resource: LinkedResource) => void;
  /** Folder id -> its path ("Grammar / Verbs"), so two items of the same name can be told apart. */
  folderPaths: ReadonlyMap<string, string>;
  error?: string;
};

const resultLimit = 8;

/**
 * The template's linked resources: an ordered list (move up, move down, remove) and a search of the
 * teacher's library (by the server, so hundreds of resources are no problem) to add more.
 */
export function TemplateResourceLinks({ value, onChange, known, onFound, folderPaths, error }: Props) {
  const t = useTranslations('teacherMaterials.links');
  const words = useTranslations('teacherMaterials.words');
  const describe = (resource: LinkedResource) =>
    [
      words(`typeName.${resource.type}`),
      words(`providerName.${resource.provider}`),
      resource.folderId ? folderPaths.get(resource.folderId) : undefined,
    ]
      .filter(Boolean)
      .join(' · ');
  const searchId = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const results = useApiQuery(
    listResourcesRoute,
    { query: { q: q || undefined, limit: resultLimit, sort: q ? 'name' : 'usage' } },
    { keepPrevious: true },
  );
  const linked = new Set(value);

  return (
    <div className="flex flex-col gap-5">
      {value.length === 0 ? (
        <p className="text-muted-foreground border-border rounded-lg border border-dashed p-4 text-sm">{t('none')}</p>
      ) : (
        <ol className="divide-border border-border divide-y rounded-lg border" aria-label={t('label')}>
          {value.map((id, index) => {
            const resource = known.get(id);
            const name = resource?.label ?? t('resource');
            return (
              <li key={id} className="flex items-center gap-2 p-2 pl-3">
                <span className="text-muted-foreground w-5 shrink-0 text-right text-xs tabular-nums" aria-hidden="true">
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1">
                  {resource ? (
                    <a
                      href={resource.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex max-w-full items-center gap-1 text-sm font-medium hover:underline"
                    >
                      <span className="truncate">{resource.label}</span>
                      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                      <span className="sr-only">{t('newTab')}</span>
                    </a>
                  ) : (
                    <span className="text-sm font-medium">{name}</span>
                  )}
                  {resource ? <p className="text-muted-foreground truncate text-xs">{describe(resource)}</p> : null}
                </div>
                <div className="flex shrink-0 items-center">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t('up', { name })}
                    disabled={index === 0}
                    onClick={() => onChange(moveItem(value, index, -1))}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t('down', { name })}
                    disabled={index === value.length - 1}
                    onClick={() => onChange(moveItem(value, index, 1))}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t('remove', { name })}
                    onClick={() => onChange(value.filter((other) => other !== id))}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {error ? (
        <p role="alert" className="text-danger-foreground text-xs font-medium">
          {error}
        </p>
      ) : null}

      <div className="flex flex-col gap-2">
        <Label htmlFor={searchId}>{t('addFrom')}</Label>
        <div className="relative">
          <Search
            className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            className="pl-9"
            placeholder={t('search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
        </div>
        <p className="text-muted-foreground text-xs" aria-live="polite">
          {results.isError
            ? t('loadFailed')
            : results.data
              ? q
                ? results.data.total > resultLimit
                  ? t('foundFirst', { count: results.data.total, limit: resultLimit })
                  : t('found', { count: results.data.total })
                : t('mostUsed')
              : t('loading')}
        </p>
        {results.data?.data.length ? (
          <ul className="divide-border border-border divide-y rounded-lg border">
            {results.data.data.map((resource) => {
              const isLinked = linked.has(resource.id);
              return (
                <li key={resource.id} className="flex items-center gap-3 p-2 pl-3">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{resource.label}</p>
                    <p className="text-muted-foreground truncate text-xs">{describe(resource)}</p>
                  </div>
                  {isLinked ? (
                    <Badge tone="success">{t('linked')}</Badge>
                  ) : (
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      aria-label={t('addName', { name: resource.label })}
                      onClick={() => {
                        onFound(resource);
                        onChange([...value, resource.id]);
                      }}
                    >
                      <Plus aria-hidden="true" /> {t('add')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        ) : results.data && q ? (
          <p className="text-muted-foreground text-sm">{t('noMatch', { q })}</p>
        ) : results.data ? (
          <p className="text-muted-foreground text-sm">{t('empty')}</p>
        ) : null}
      </div>
    </div>
  );
}
