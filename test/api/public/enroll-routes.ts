/** Shared scene and calls of the public enroll route tests (test-only). */
import { afterEach, beforeEach, vi } from 'vitest';
import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import { createService, createStudent, createTeacher, uniqueSuffix } from '@/test/factories';
import { callRoute, sessionCookie } from '@/test/http';
import { createLegalDocument } from '@/test/legal-documents';
import { uniqueIp } from '@/test/magic-link';
import { setUpSimulatedProcessor } from '@/test/psp-simulator';
import { POST } from '@/app/api/public/[slug]/enroll/route';

/**
 * For a test file, at its top level: the simulated processor and e-mail through the development
 * outbox. Returns the processor getter and the checkouts it holds for one account.
 */
export function setUpEnrollTests() {
  const processor = setUpSimulatedProcessor();
  beforeEach(() => vi.stubEnv('RESEND_API_KEY', '')); // the development outbox
  afterEach(() => vi.unstubAllEnvs());
  const checkoutsOf = (accountId: string | null) =>
    [...processor().state.checkoutSessions.values()].filter((session) => session.account === accountId);
  return { processor, checkoutsOf };
}

type CallOptions = { cookie?: string; ip?: string; headers?: Record<string, string> };
export const enroll = (slug: string, body: unknown, options: CallOptions = {}) =>
  callRoute(POST, {
    method: 'POST',
    path: `/api/public/${slug}/enroll`,
    params: { slug },
    body,
    ip: options.ip ?? uniqueIp(),
    cookie: options.cookie,
    headers: options.headers,
  });

/**
 * A connected teacher with an €80.00 lesson and published terms, and one of their students signed
 * in. `body` is a complete, acceptable request for that student.
 */
export async function scene(
  options: {
    teacher?: Partial<Prisma.TeacherUncheckedCreateInput>;
    service?: Partial<Prisma.ServiceUncheckedCreateInput>;
  } = {},
) {
  const teacher = await createTeacher({ pspAccountId: `acct_${uniqueSuffix()}`, ...options.teacher });
  const service = await createService({
    teacherId: teacher.id,
    priceAmount: 8000,
    currency: 'EUR',
    sessionsIncluded: 5,
    ...options.service,
  });
  const terms = await createLegalDocument({ teacherId: teacher.id, versions: 2 });
  const student = await createStudent({ teacherId: teacher.id });
  const cookie = await sessionCookie({ role: 'student', studentId: student.id });
  const body = { serviceId: service.id, acceptedDocumentVersionIds: [terms.current!.id] };
  return { teacher, service, terms, student, cookie, body };
}

export const enrollmentsOf = (teacherId: string) => db.enrollment.findMany({ where: { teacherId } });
export const day = 24 * 60 * 60 * 1000;
