import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { OperationView } from '@/lib/openapi/document-view';
import { MethodBadge, SchemaBlock } from './schema-block';

const authLabels: Record<string, string> = {
  public: 'Public',
  session: 'Teacher or student session',
  teacher: 'Teacher session',
  student: 'Student session',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-5">
      <h4 className="text-muted-foreground mb-2 text-xs font-semibold tracking-wide uppercase">{title}</h4>
      {children}
    </div>
  );
}

const schemaType = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && 'type' in schema
    ? JSON.stringify(schema.type).replace(/"/g, '')
    : 'see schema';

export function OperationCard({ operation, id }: { operation: OperationView; id: string }) {
  return (
    <Card id={id} className="scroll-mt-6">
      <CardContent>
        <div className="flex flex-wrap items-center gap-3">
          <MethodBadge method={operation.method} />
          <code className="font-mono text-sm font-semibold break-all">{operation.path}</code>
        </div>
        {operation.summary ? <p className="text-foreground mt-2 text-sm">{operation.summary}</p> : null}
        <div className="mt-3 flex flex-wrap gap-2">
          <Badge tone={operation.secured ? 'primary' : 'neutral'}>{authLabels[operation.auth] ?? operation.auth}</Badge>
          {operation.secured ? <Badge tone="neutral">cookie svc_session</Badge> : null}
          {operation.rateLimit ? <Badge tone="warning">{operation.rateLimit}</Badge> : null}
        </div>

        {operation.parameters.length > 0 ? (
          <Section title="Parameters">
            <Table containerClassName="rounded-md border border-border">
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead>In</TableHead>
                  <TableHead>Type</TableHead>
                  <TableHead>Required</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {operation.parameters.map((parameter) => (
                  <TableRow key={`${parameter.location}-${parameter.name}`}>
                    <TableCell className="font-mono text-xs">{parameter.name}</TableCell>
                    <TableCell>{parameter.location}</TableCell>
                    <TableCell className="font-mono text-xs">{schemaType(parameter.schema)}</TableCell>
                    <TableCell>{parameter.required ? 'yes' : 'no'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
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
            {operation.responses.map((response) => (
              <li key={response.status} className="px-3 py-2.5 text-sm">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
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
                </div>
                {response.schema ? <SchemaBlock schema={response.schema} /> : null}
              </li>
            ))}
          </ul>
        </Section>
      </CardContent>
    </Card>
  );
}
