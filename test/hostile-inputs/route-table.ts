/**
 * The real route handlers of every contract, found from the files under app/api (as Next.js does),
 * and the sign-ins a sweep needs to reach them: a teacher with a student and a service, and that
 * student's session. Sessions are fresh per call so the per-session rate limit never answers first.
 */
import { routeContracts } from '@/lib/openapi/routes';
import type { RouteContract } from '@/lib/core/route-contract';
import { createService, createStudent, createTeacher } from '@/test/factories';
import { sessionCookie } from '@/test/http';

type RouteHandler = (req: Request, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;
type RouteModule = Partial<Record<RouteContract['method'], RouteHandler>>;

const routeModules = import.meta.glob<RouteModule>('/app/api/**/route.ts');

/** /app/api/teacher/services/[id]/route.ts -> /api/teacher/services/{id}; (groups) add nothing. */
const openApiPath = (file: string) =>
  file
    .replace(/^\/app/, '')
    .replace(/\/route\.ts$/, '')
    .split('/')
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .map((segment) => segment.replace(/^\[(?:\.\.\.)?(.+)\]$/, '{$1}'))
    .join('/');

const filesByPath = new Map(Object.keys(routeModules).map((file) => [openApiPath(file), file]));

export type SweptRoute = { contract: RouteContract; name: string; handler: () => Promise<RouteHandler> };

/** Every documented route with its handler (the Inngest endpoint has no contract and is not here). */
export const sweptRoutes: SweptRoute[] = routeContracts.map((contract) => {
  const file = filesByPath.get(contract.path);
  if (!file) throw new Error(`No route file for ${contract.path}`);
  return {
    contract,
    name: `${contract.method} ${contract.path}`,
    handler: async () => {
      const routeModule = await routeModules[file]!();
      const handler = routeModule[contract.method];
      if (!handler) throw new Error(`${file} does not export ${contract.method}`);
      return handler;
    },
  };
});

export type World = Awaited<ReturnType<typeof createWorld>>;

export async function createWorld() {
  const teacher = await createTeacher();
  const student = await createStudent({ teacherId: teacher.id });
  const service = await createService({ teacherId: teacher.id, status: 'active' });
  return { teacher, student, service };
}

/** The cookie a route's audience carries (none for public routes). */
export async function cookieFor(contract: RouteContract, world: World): Promise<string | undefined> {
  if (contract.auth === 'public') return undefined;
  if (contract.auth === 'student') return sessionCookie({ role: 'student', studentId: world.student.id });
  return sessionCookie({ role: 'teacher', teacherId: world.teacher.id });
}

/** Path parameters that reach past "not found": the teacher's slug, the world's own ids. */
export function validParams(contract: RouteContract, world: World): Record<string, string | string[]> {
  const names = [...contract.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const value = (name: string): string | string[] => {
    if (name === 'slug') return world.teacher.slug;
    if (name === 'serviceSlug') return world.service.slug;
    if (name === 'studentId') return world.student.id;
    if (name === 'serviceId') return world.service.id;
    if (name === 'teacherId') return world.teacher.id;
    if (name === 'key') return ['avatar.gif'];
    if (name === 'id' && contract.path.includes('/services/')) return world.service.id;
    if (name === 'id' && contract.path.includes('/students/')) return world.student.id;
    return '00000000-0000-4000-8000-000000000000';
  };
  return Object.fromEntries(names.map((name) => [name, value(name)]));
}

/** `/api/x/{id}` with the parameters filled in and a query string. */
export function urlPath(contract: RouteContract, params: Record<string, string | string[]>, query = '') {
  const path = contract.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name] ?? '';
    return (Array.isArray(value) ? value : [value]).map(encodeURIComponent).join('/');
  });
  return query ? `${path}?${query}` : path;
}
