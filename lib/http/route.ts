import { randomUUID } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import type { z } from 'zod';
import { readCookie, sessionCookieName, teacherSessionCookieName } from '@/lib/auth/cookies';
import { publicPageTags } from '@/lib/public-page/public-page-tags';
import { resolveSession, type ResolvedSession } from '@/lib/auth/resolve-session';
import { runAsActingPayer } from '@/lib/audit/acting-payer';
import { clientIp, clientUserAgent, edgeFacts } from './client-info';
import { ForbiddenError, UnauthenticatedError, ValidationError } from '@/lib/core/errors';
import { errorResponse, toAppError } from '@/lib/core/error-response';
import { defaultLocale, negotiateLocale, type Locale } from '@/lib/core/locale';
import { internalErrorMessage, localizedZodDetails, localizeError, zodParseOptions } from '@/lib/i18n/localize-error';
import { assertNoNulCharacters } from '@/lib/core/nul-characters';
import { env } from '@/lib/core/env';
import { log, type Logger } from '@/lib/core/log';
import { consumeRateLimit } from '@/lib/core/rate-limit';
import { readJsonBody, searchParamsToObject } from '@/lib/core/request-body';
import type { RequestMeta } from '@/lib/core/request-meta';
import type { RouteAuth, RouteContract } from '@/lib/core/route-contract';

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

const carriesSessionCookie = (req: Request) => {
  const cookies = req.headers.get('cookie');
  return Boolean(readCookie(cookies, sessionCookieName) || readCookie(cookies, teacherSessionCookieName));
};

/**
 * Cookie-carrying writes must come from our own pages (CSRF), whatever the browser does with
 * SameSite: browsers send Origin on every POST, PATCH and DELETE, so a missing one is refused too,
 * unless the browser itself vouches with `Sec-Fetch-Site: same-origin`. Our origins are APP_URL and
 * the one our edge saw (forwarded host and protocol believed only from a trusted proxy).
 */
function assertSameOrigin(req: Request) {
  if (!stateChanging.has(req.method) || !carriesSessionCookie(req)) return;
  const origin = req.headers.get('origin');
  if (!origin) {
    if (req.headers.get('sec-fetch-site') === 'same-origin') return;
    throw new ForbiddenError('Signed-in changes must come from this site (no Origin header)');
  }
  const allowed = new Set([new URL(env().APP_URL).origin, edgeFacts(req.headers)?.origin]);
  if (!allowed.has(origin)) throw new ForbiddenError('Cross-origin request refused');
}

/** The request's own parts are the client's mistakes (400); a Zod failure anywhere else is ours (500). */
function parsePart<S extends z.ZodType>(schema: S | undefined, value: unknown, part: string, locale: Locale): unknown {
  if (!schema) return undefined;
  assertNoNulCharacters(value, part);
  const parsed = schema.safeParse(value, zodParseOptions(locale));
  if (!parsed.success) throw new ValidationError('The request is not valid', localizedZodDetails(parsed.error, locale));
  return parsed.data;
}

/** An error said in the request's language (Accept-Language among the six; English by default). */
function localized(error: unknown, locale: Locale): unknown {
  const known = toAppError(error);
  return known ? localizeError(known, locale) : error;
}

async function authenticate(
  auth: RouteAuth,
  req: Request,
): Promise<{ session?: ResolvedSession } & Record<string, unknown>> {
  if (auth === 'public') return {};
  const session = await resolveSession(readCookie(req.headers.get('cookie'), sessionCookieName));
  if (!session) throw new UnauthenticatedError();
  if (auth === 'teacher') {
    if (session.role !== 'teacher') throw new ForbiddenError('This is for teachers; you are signed in as a student');
    return { session, teacher: session.teacher };
  }
  if (auth === 'student') {
    if (session.role !== 'student') throw new ForbiddenError('This is for students; you are signed in as a teacher');
    return { session, student: session.student, impersonating: session.impersonatorTeacherId !== null };
  }
  return { session };
}

/**
 * Expires a teacher's cached public pages (app/(public)/cached-public-reads.ts) after a committed
 * write of the teacher or of one of their students: coarser than listing the writes that show on
 * the page, and no write path can be forgotten (decision 0059). `expire: 0`: the next visitor reads
 * fresh data rather than the stale page once more.
 */
export function revalidatePublicPages({ teacherId, slug }: { teacherId: string; slug?: string }): void {
  for (const tag of [publicPageTags.teacher(teacherId), ...(slug ? [publicPageTags.slug(slug)] : [])]) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      // Outside a Next.js request (scripts, unit tests) there is no cache to expire, and a failure
      // must not turn a committed write into an error: the entry ages out (publicPageMaxAgeSeconds).
      log.debug({ tag, error }, 'public page cache not revalidated');
    }
  }
}

function expireOwnersPublicPages(auth: object) {
  const { teacher, student } = auth as Partial<AuthContext['teacher'] & AuthContext['student']>;
  if (teacher) revalidatePublicPages({ teacherId: teacher.id, slug: teacher.slug });
  else if (student) revalidatePublicPages({ teacherId: student.teacherId });
}

/** Wraps a route handler: request id, rate limits, session, origin, parsing, error mapping, access log. */
export function route<C extends RouteContract>(contract: C, handler: Handler<C>) {
  return async (req: Request, segment?: Segment): Promise<Response> => {
    const requestId = randomUUID();
    const started = performance.now();
    const meta: RequestMeta = { requestId, ipAddress: clientIp(req), userAgent: clientUserAgent(req) };
    const requestLog = log.child({ requestId, method: req.method, route: contract.path });
    // Error messages follow Accept-Language (issue 32); codes never change. Decided when a part is
    // parsed or an error is said, not on every request (issue 38, item 7).
    let negotiated: Locale | undefined;
    const locale = () => (negotiated ??= negotiateLocale(req.headers.get('accept-language')) ?? defaultLocale);
    let response: Response;
    try {
      if (contract.rateLimit) await consumeRateLimit(contract.rateLimit, meta.ipAddress);
      assertSameOrigin(req);
      const auth = await authenticate(contract.auth, req);
      if (auth.session) {
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
        params: contract.params ? parsePart(contract.params, rawParams, 'params', locale()) : undefined,
        query: contract.query
          ? parsePart(contract.query, searchParamsToObject(new URL(req.url).searchParams), 'query', locale())
          : undefined,
        body: contract.body ? parsePart(contract.body, await readJsonBody(req), 'body', locale()) : undefined,
      } as RouteContext<C>;
      // A payer's session (issue 34): the member's own writes are audited as the payer's, on their behalf.
      const session = auth.session;
      const result =
        session?.role === 'student' && session.payer
          ? await runAsActingPayer({ familyId: session.payer.familyId, studentId: session.student.id }, () =>
              handler(ctx),
            )
          : await handler(ctx);
      response = result instanceof Response ? result : Response.json(result);
      if (stateChanging.has(req.method) && response.ok) expireOwnersPublicPages(auth);
    } catch (error) {
      response = errorResponse(localized(error, locale()), requestLog, requestId, internalErrorMessage(locale()));
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
