import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { ChevronDown } from 'lucide-react';
import type { OperationView } from '@/lib/openapi/document-view';
import { MethodBadge, SchemaBlock } from './schema-block';
import { errorAnchor, type OperationResponses } from './shared-errors';

const authLabels: Record<string, string> = {
  public: 'Public',
  session: 'Teacher or student session',
  teacher: 'Teacher session',
  student: 'Student session',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-3">
      <h4 className="text-muted-foreground mb-2 text-xs font-semibold tracking-wide uppercase">{title}</h4>
      {children}
    </div>
  );
}

const schemaType = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && 'type' in schema
    ? JSON.stringify(schema.type).replace(/"/g, '')
    : 'see schema';

type Props = { operation: OperationView; id: string; responses: OperationResponses };

/**
 * One operation, folded to a line (method, path, who may call it, what it does) as in most API
 * references; it unfolds to parameters, body and responses (shared errors as linked codes). The
 * anchor sits inside the fold, so following a contents link (or find-in-page) unfolds it; the
 * scroll margin keeps the operation's line in view above it.
 */
export function OperationCard({ operation, id, responses }: Props) {
  return (
    <details className="group/op border-border bg-surface rounded-xl border shadow-sm">
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1.5 p-4 select-none [&::-webkit-details-marker]:hidden">
        <MethodBadge method={operation.method} />
        <code className="min-w-0 font-mono text-sm font-semibold break-all">{operation.path}</code>
        <span className="flex flex-wrap items-center gap-2 sm:ml-auto">
          <Badge tone={operation.secured ? 'primary' : 'neutral'}>
            {authLabels[operation.auth] ?? operation.auth}
            {operation.secured ? ' · cookie svc_session' : ''}
          </Badge>
          {operation.rateLimit ? <Badge tone="warning">{operation.rateLimit}</Badge> : null}
          <ChevronDown
            className="text-muted-foreground size-4 transition-transform group-open/op:rotate-180"
            aria-hidden="true"
          />
        </span>
        {operation.summary ? (
          <span className="text-muted-foreground basis-full text-sm">{operation.summary}</span>
        ) : null}
      </summary>
      <div id={id} className="border-border scroll-mt-40 border-t px-4 pb-4">
        {operation.parameters.length > 0 ? (
          <Section title="Parameters">
            <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
              {operation.parameters.map((parameter) => (
                <li key={`${parameter.location}-${parameter.name}`} className="flex flex-wrap items-baseline gap-x-1.5">
                  <code className="text-foreground font-mono text-xs font-semibold">{parameter.name}</code>
                  <span className="text-muted-foreground text-xs">
                    {parameter.location} · <span className="font-mono">{schemaType(parameter.schema)}</span>
                    {parameter.required ? ' · required' : ''}
                  </span>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        {operation.requestBody ? (
          <Section
            title={`Request body (${operation.requestBody.contentType}${operation.requestBody.required ? ', required' : ''})`}
          >
            <SchemaBlock schema={operation.requestBody.schema} label="Body schema" />
          </Section>
        ) : null}

        <Section title="Responses">
          <ul className="divide-border border-border divide-y rounded-md border">
            {responses.own.map((response) => (
              <li key={response.status} className="px-3 py-2 text-sm">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 [&>*]:min-w-0 [&>*]:[overflow-wrap:anywhere]">
                  <Badge tone={Number(response.status) < 400 ? 'success' : 'neutral'} className="font-mono">
                    {response.status}
                  </Badge>
                  <span className="text-foreground">{response.description}</span>
                  {response.contentTypes.length > 0 ? (
                    <span className="text-muted-foreground font-mono text-xs">{response.contentTypes.join(', ')}</span>
                  ) : null}
                  {response.headers.length > 0 ? (
                    <span className="text-muted-foreground text-xs">headers: {response.headers.join(', ')}</span>
                  ) : null}
                  {response.schema ? <SchemaBlock schema={response.schema} inline /> : null}
                </div>
              </li>
            ))}
            {responses.shared.length > 0 ? (
              <li className="flex flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2 text-sm">
                <span className="text-muted-foreground">Errors:</span>
                {responses.shared.map((status) => (
                  <a
                    key={status}
                    href={`#${errorAnchor(status)}`}
                    className="text-primary rounded font-mono text-xs font-medium underline-offset-4 hover:underline"
                    aria-label={`${status}, see the shared errors`}
                  >
                    {status}
                  </a>
                ))}
              </li>
            ) : null}
          </ul>
        </Section>
      </div>
    </details>
  );
}
