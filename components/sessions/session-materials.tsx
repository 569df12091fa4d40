'use client';

import { ExternalLink, X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { failureMessage, sendJson } from '@/components/services/send-json';
import { Button } from '@/components/ui/button';
import type { TSessionMaterials } from '@/lib/booking/session-material-schemas';
import { MaterialPicker } from './material-picker';
import { isWebUrl } from './session-format';

type Props = {
  sessionId: string;
  linked: TSessionMaterials;
  /** The teacher's materials not linked yet, loaded by the page. */
  options: TSessionMaterials;
};

type Kind = 'template' | 'resource';

/** Templates and resources linked to the session: remove one, or link more from the pickers. */
export function SessionMaterials({ sessionId, linked, options }: Props) {
  const router = useRouter();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(key: string, request: () => ReturnType<typeof sendJson>, fallback: string) {
    setError(null);
    setPending(key);
    const answer = await request();
    setPending(null);
    if (!answer.ok) return setError(failureMessage(answer, fallback));
    router.refresh();
  }

  const base = `/api/teacher/sessions/${sessionId}`;
  const link = (kind: Kind, id: string) =>
    run(
      `link-${kind}`,
      () =>
        kind === 'template'
          ? sendJson('POST', `${base}/templates`, { templateIds: [id] })
          : sendJson('POST', `${base}/resources`, { resourceIds: [id] }),
      `The ${kind} could not be linked.`,
    );
  const remove = (kind: Kind, id: string) =>
    run(
      `remove-${id}`,
      () => sendJson('DELETE', `${base}/${kind}s?${kind}Id=${encodeURIComponent(id)}`),
      `The ${kind} could not be removed.`,
    );

  return (
    <div className="space-y-6">
      <section aria-labelledby="linked-templates-heading" className="space-y-3">
        <h3 id="linked-templates-heading" className="text-sm font-semibold">
          Lesson templates
        </h3>
        <p className="text-muted-foreground text-xs">
          Applying a template brings its resources and fills an empty meeting link, notes and summary.
        </p>
        {linked.templates.length === 0 ? (
          <p className="text-muted-foreground text-sm">No template applied.</p>
        ) : (
          <ul className="divide-border divide-y text-sm">
            {linked.templates.map((template) => (
              <LinkedRow
                key={template.id}
                name={template.name}
                pending={pending === `remove-${template.id}`}
                onRemove={() => void remove('template', template.id)}
              >
                <span className="font-medium">{template.name}</span>
              </LinkedRow>
            ))}
          </ul>
        )}
        <MaterialPicker
          noun="template"
          options={options.templates.map(({ id, name }) => ({ id, label: name }))}
          pending={pending === 'link-template'}
          onLink={(id) => void link('template', id)}
        />
      </section>
      <section aria-labelledby="linked-resources-heading" className="space-y-3">
        <h3 id="linked-resources-heading" className="text-sm font-semibold">
          Resources
        </h3>
        {linked.resources.length === 0 ? (
          <p className="text-muted-foreground text-sm">No resource linked.</p>
        ) : (
          <ul className="divide-border divide-y text-sm">
            {linked.resources.map((resource) => (
              <LinkedRow
                key={resource.id}
                name={resource.label}
                pending={pending === `remove-${resource.id}`}
                onRemove={() => void remove('resource', resource.id)}
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
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                ) : (
                  <span className="font-medium">{resource.label}</span>
                )}
              </LinkedRow>
            ))}
          </ul>
        )}
        <MaterialPicker
          noun="resource"
          options={options.resources.map(({ id, label }) => ({ id, label }))}
          pending={pending === 'link-resource'}
          onLink={(id) => void link('resource', id)}
        />
      </section>
      {error ? (
        <p role="alert" className="text-danger-foreground text-sm font-medium">
          {error}
        </p>
      ) : null}
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
  return (
    <li className="flex items-center justify-between gap-2 py-2">
      <span className="min-w-0 truncate">{children}</span>
      <Button variant="ghost" size="icon-sm" loading={pending} onClick={onRemove} aria-label={`Remove ${name}`}>
        {pending ? null : <X aria-hidden="true" />}
      </Button>
    </li>
  );
}
