/**
 * Calls a teacher route handler in-process the way Next.js calls it (session cookie, edge headers).
 * Each teacher session is used for at most 50 calls (the per-session limit is 60 a minute); the
 * sessions are made in `prepare`, outside any timing.
 */
import { edgeHeaders, sessionCookie } from '@/test/http';

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const callsPerSession = 50;

export function teacherRouteCaller(teacherId: string, handler: Handler, path: string) {
  let calls = 0;
  const cookies: string[] = [];
  return {
    prepare: async (count: number) => {
      while (cookies.length * callsPerSession < count) {
        cookies.push(await sessionCookie({ role: 'teacher', teacherId }));
      }
    },
    call: async (): Promise<unknown> => {
      const cookie = cookies[Math.floor(calls / callsPerSession)];
      if (!cookie) throw new Error('teacherRouteCaller: prepare more sessions');
      calls++;
      const headers = { ...edgeHeaders('10.0.0.1'), cookie };
      const response = await handler(new Request(`http://localhost:3000${path}`, { headers }), {
        params: Promise.resolve({}),
      });
      const body: unknown = await response.json();
      if (response.status !== 200) throw new Error(`${path}: status ${response.status}: ${JSON.stringify(body)}`);
      return body;
    },
  };
}
