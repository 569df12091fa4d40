import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { sessionCookieName, readCookie } from '@/lib/auth/cookies';
import { resolveSession, type ResolvedSession } from '@/lib/auth/resolve-session';
import { clientIp, clientUserAgent } from './client-info';
import { ForbiddenError, UnauthenticatedError } from './errors';
import { errorResponse } from './error-response';
import { env } from './env';
import { log, type Logger } from './log';
import { consumeRateLimit } from './rate-limit';
import { readJsonBody, searchParamsToObject } from './request-body';
import type { RequestMeta } from './request-meta';
import type { RouteAuth, RouteContract } from './route-contract';

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;
type TeacherSession = Extract<ResolvedSession, { role: 'teacher' }>;
type StudentSession = Extract<ResolvedSession, { role: 'student' }>;

export type { RequestMeta };

type AuthContext = {
  public: object;
  session: { session: ResolvedSession };
  teacher: { session: TeacherSession; teacher: TeacherSession['teacher'] };
  student: { session: StudentSession; student: StudentSession['student']; impersonating: boolean };
};

export type RouteContext<C extends RouteContract> = {
  req: Request;
  body: Infer<C['body']>;
  query: Infer<C['query']>;
  params: Infer<C['params']>;
  meta: RequestMeta;
  log: Logger;
} & AuthContext[C['auth']];

type Segment = { params: Promise<Record<string, string | string[] | undefined>> };
type Handler<C extends RouteContract> = (ctx: RouteContext<C>) => Promise<Response | object>;

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Cookie-authenticated writes must come from our own pages (CSRF), whatever the browser does with SameSite. */
function assertSameOrigin(req: Request) {
  if (!stateChanging.has(req.method)) return;
  if (req.headers.get('sec-fetch-site') === 'cross-site') throw new ForbiddenError('Cross-site request refused');
  const origin = req.headers.get('origin');
  if (!origin) return;
  const allowed = new Set([new URL(env().APP_URL).origin, new URL(req.url).origin]);
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  if (host) allowed.add(`${new URL(req.url).protocol}//${host}`);
  if (!allowed.has(origin)) throw new ForbiddenError('Cross-origin request refused');
}

async function authenticate(
  auth: RouteAuth,
  req: Request,
): Promise<{ session?: ResolvedSession } & Record<string, unknown>> {
  if (auth === 'public') return {};
  const session = await resolveSession(readCookie(req.headers.get('cookie'), sessionCookieName));
  if (!session) throw new UnauthenticatedError();
  if (auth === 'teacher') {
    if (session.role !== 'teacher') throw new UnauthenticatedError('Sign in as a teacher to continue');
    return { session, teacher: session.teacher };
  }
  if (auth === 'student') {
    if (session.role !== 'student') throw new UnauthenticatedError('Sign in as a student to continue');
    return { session, student: session.student, impersonating: session.impersonatorTeacherId !== null };
  }
  return { session };
}

/** Wraps a route handler: request id, rate limits, session, origin, parsing, error mapping, access log. */
export function route<C extends RouteContract>(contract: C, handler: Handler<C>) {
  return async (req: Request, segment?: Segment): Promise<Response> => {
    const requestId = randomUUID();
    const started = performance.now();
    const meta: RequestMeta = { requestId, ipAddress: clientIp(req), userAgent: clientUserAgent(req) };
    const requestLog = log.child({ requestId, method: req.method, route: contract.path });
    let response: Response;
    try {
      if (contract.rateLimit) await consumeRateLimit(contract.rateLimit, meta.ipAddress);
      const auth = await authenticate(contract.auth, req);
      if (auth.session) {
        assertSameOrigin(req);
        if (
          contract.blockedDuringImpersonation &&
          auth.session.role === 'student' &&
          auth.session.impersonatorTeacherId
        ) {
          throw new ForbiddenError('This action is disabled while impersonating a student');
        }
        await consumeRateLimit('session', auth.session.key);
      }
      const rawParams = segment ? await segment.params : {};
      const ctx = {
        req,
        meta,
        log: requestLog,
        ...auth,
        params: contract.params ? contract.params.parse(rawParams) : undefined,
        query: contract.query ? contract.query.parse(searchParamsToObject(new URL(req.url).searchParams)) : undefined,
        body: contract.body ? contract.body.parse(await readJsonBody(req)) : undefined,
      } as RouteContext<C>;
      const result = await handler(ctx);
      response = result instanceof Response ? result : Response.json(result);
    } catch (error) {
      response = errorResponse(error, requestLog, requestId);
    }
    response.headers.set('x-request-id', requestId);
    requestLog.info({ status: response.status, ms: Math.round(performance.now() - started) }, 'request');
    return response;
  };
}

export const publicRoute = <C extends RouteContract<'public'>>(contract: C, handler: Handler<C>) =>
  route(contract, handler);
export const withSession = <C extends RouteContract<'session'>>(contract: C, handler: Handler<C>) =>
  route(contract, handler);
export const withTeacher = <C extends RouteContract<'teacher'>>(contract: C, handler: Handler<C>) =>
  route(contract, handler);
export const withStudent = <C extends RouteContract<'student'>>(contract: C, handler: Handler<C>) =>
  route(contract, handler);
