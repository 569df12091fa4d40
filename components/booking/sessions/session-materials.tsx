'use client';

import { ExternalLink, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import {
  linkSessionResourcesRoute,
  linkSessionTemplatesRoute,
  unlinkSessionResourceRoute,
  unlinkSessionTemplateRoute,
} from '@/lib/booking/contracts';
import { refusalMessage } from '@/lib/client/api-refusal';
import type { LinkOptions } from '@/lib/booking/link-session-options';
import type { TSessionMaterials } from '@/lib/booking/session-material-schemas';
import { MaterialPicker } from './material-picker';
import { isWebUrl } from './session-format';
import { RefusalLine } from './refusal-line';

type Props = {
  sessionId: string;
  linked: TSessionMaterials;
  /** The teacher's materials not linked yet (with their folder paths), loaded by the page. */
  options: LinkOptions;
};

type Kind = 'template' | 'resource';

/** Templates and resources linked to the session: remove one, or link more from the pickers. */
export function SessionMaterials({ sessionId, linked, options }: Props) {
  const t = useTranslations('teacherSessionTools.materials');
  const [error, setError] = useState<string | null>(null);
  const params = { id: sessionId };
  const linkTemplate = useApiMutation(linkSessionTemplatesRoute);
  const linkResource = useApiMutation(linkSessionResourcesRoute);
  const unlinkTemplate = useApiMutation(unlinkSessionTemplateRoute);
  const unlinkResource = useApiMutation(unlinkSessionResourceRoute);
  /** The one message of the last change that was refused (cleared when another starts). */
  const failed = (fallback: string) => ({ onError: (refusal: Error) => setError(refusalMessage(refusal, fallback)) });

  function link(kind: Kind, id: string) {
    setError(null);
    const onError = failed(t(`${kind}.linkFailed`));
    if (kind === 'template') linkTemplate.mutate({ params, body: { templateIds: [id] } }, onError);
    else linkResource.mutate({ params, body: { resourceIds: [id] } }, onError);
  }
  function remove(kind: Kind, id: string) {
    setError(null);
    const onError = failed(t(`${kind}.removeFailed`));
    if (kind === 'template') unlinkTemplate.mutate({ params, query: { templateId: id } }, onError);
    else unlinkResource.mutate({ params, query: { resourceId: id } }, onError);
  }
  const removing = (id: string) =>
    (unlinkTemplate.isPending && unlinkTemplate.variables.query?.templateId === id) ||
    (unlinkResource.isPending && unlinkResource.variables.query?.resourceId === id);

  return (
    <div className="space-y-6">
      <section aria-labelledby="linked-templates-heading" className="space-y-3">
        <h3 id="linked-templates-heading" className="text-sm font-semibold">
          {t('templates')}
        </h3>
        <p className="text-muted-foreground text-xs">{t('templatesHint')}</p>
        {linked.templates.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('noTemplate')}</p>
        ) : (
          <ul className="divide-border divide-y text-sm">
            {linked.templates.map((template) => (
              <LinkedRow
                key={template.id}
                name={template.name}
                pending={removing(template.id)}
                onRemove={() => remove('template', template.id)}
              >
                <span className="font-medium">{template.name}</span>
              </LinkedRow>
            ))}
          </ul>
        )}
        <MaterialPicker
          kind="template"
          options={options.templates.map(({ id, name, folder }) => ({ id, label: name, folder }))}
          pending={linkTemplate.isPending}
          onLink={(id) => link('template', id)}
        />
      </section>
      <section aria-labelledby="linked-resources-heading" className="space-y-3">
        <h3 id="linked-resources-heading" className="text-sm font-semibold">
          {t('resources')}
        </h3>
        {linked.resources.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('noResource')}</p>
        ) : (
          <ul className="divide-border divide-y text-sm">
            {linked.resources.map((resource) => (
              <LinkedRow
                key={resource.id}
                name={resource.label}
                pending={removing(resource.id)}
                onRemove={() => remove('resource', resource.id)}
              >
                {isWebUrl(resource.url) ? (
                  <a
                    href={resource.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-w-0 items-center gap-1 font-medium hover:underline"
                  >
                    <span className="truncate">{resource.label}</span>
                    <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                    <span className="sr-only">{t('newTab')}</span>
                  </a>
                ) : (
                  <span className="font-medium">{resource.label}</span>
                )}
              </LinkedRow>
            ))}
          </ul>
        )}
        <MaterialPicker
          kind="resource"
          options={options.resources.map(({ id, label, folder }) => ({ id, label, folder }))}
          pending={linkResource.isPending}
          onLink={(id) => link('resource', id)}
        />
      </section>
      <RefusalLine message={error} />
    </div>
  );
}

function LinkedRow({
  name,
  pending,
  onRemove,
  children,
}: {
  name: string;
  pending: boolean;
  onRemove: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('teacherSessionTools.materials');
  return (
    <li className="flex items-center justify-between gap-2 py-2">
      <span className="min-w-0 truncate">{children}</span>
      <Button variant="ghost" size="icon-sm" loading={pending} onClick={onRemove} aria-label={t('remove', { name })}>
        {pending ? null : <X aria-hidden="true" />}
      </Button>
    </li>
  );
}
