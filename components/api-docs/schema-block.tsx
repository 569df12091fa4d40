import { Badge, type BadgeTone } from '@/components/ui/badge';

const methodTones: Record<string, BadgeTone> = {
  GET: 'info',
  POST: 'success',
  PUT: 'warning',
  PATCH: 'warning',
  DELETE: 'danger',
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <Badge tone={methodTones[method] ?? 'neutral'} className="min-w-16 justify-center font-mono">
      {method}
    </Badge>
  );
}

const componentRef = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && '$ref' in schema && typeof schema.$ref === 'string'
    ? schema.$ref.match(/^#\/components\/schemas\/(.+)$/)?.[1]
    : undefined;

/** A JSON Schema printed as indented JSON: exact, copyable, and needs no script. Shared schemas link to their section. */
export function SchemaBlock({ schema, label = 'Schema' }: { schema: unknown; label?: string }) {
  const shared = componentRef(schema);
  if (shared) {
    return (
      <a href={`#schema-${shared}`} className="text-primary mt-1 inline-block font-mono text-xs hover:underline">
        {shared} schema
      </a>
    );
  }
  return (
    <details className="group border-border bg-surface-muted/60 mt-2 rounded-md border">
      <summary className="text-muted-foreground group-open:border-border cursor-pointer px-3 py-2 text-xs font-medium select-none group-open:border-b">
        {label}
      </summary>
      <pre className="text-foreground max-h-[32rem] overflow-auto p-3 font-mono text-xs leading-5">
        {JSON.stringify(schema, null, 2)}
      </pre>
    </details>
  );
}
