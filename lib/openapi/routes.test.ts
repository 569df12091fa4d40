import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catchAllPaths } from './api-route-table';
import { routeContracts } from './routes';

const apiRoot = path.resolve('app/api');
/** Not part of the documented API: Inngest's own protocol, and the document itself. */
const ignoredFolders = ['inngest', 'openapi.json'].map((folder) => path.join(apiRoot, folder));

function routeFiles(folder: string): string[] {
  if (ignoredFolders.includes(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/** app/api/teacher/services/[id]/route.ts -> /api/teacher/services/{id}; (groups) add nothing to the URL. */
function openApiPath(file: string): string {
  const segments = path
    .relative(apiRoot, path.dirname(file))
    .split(path.sep)
    .filter((segment) => segment && !/^\(.*\)$/.test(segment))
    .map((segment) => segment.replace(/^\[(?:\.\.\.)?(.+)\]$/, '{$1}'));
  return ['/api', ...segments].join('/');
}

const exportedMethods = (source: string) =>
  [...source.matchAll(/export\s+(?:const|(?:async\s+)?function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g)].map(
    (match) => match[1],
  );

const implemented = routeFiles(apiRoot).flatMap((file) => {
  const routePath = openApiPath(file);
  return exportedMethods(fs.readFileSync(file, 'utf8')).map((method) => `${method} ${routePath}`);
});
const documented = routeContracts.map((contract) => `${contract.method} ${contract.path}`);

describe('route contracts', () => {
  it('finds the route files', () => {
    expect(implemented).toContain('GET /api/auth/me');
  });

  it('document every route the app serves', () => {
    const undocumented = implemented.filter((route) => !documented.includes(route));
    expect(undocumented, 'add a contract to the area contracts.ts and list the area in lib/openapi/routes.ts').toEqual(
      [],
    );
  });

  it('describe only routes that exist, once each', () => {
    expect(
      documented.filter((route) => !implemented.includes(route)),
      'a contract without its route.ts',
    ).toEqual([]);
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('know which parameters take the rest of the path (the 404/405 table in proxy.ts relies on it)', () => {
    const catchAll = routeFiles(apiRoot)
      .filter((file) => /\[\.\.\.\w+\]/.test(file))
      .map(openApiPath);
    expect(new Set(catchAll)).toEqual(catchAllPaths);
  });
});
