import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createDiscountCode, uniqueSuffix } from '@/test/factories';
import { latestMagicLinkUrl, uniqueIp } from '@/test/magic-link';
import { enroll, enrollmentsOf, scene, setUpEnrollTests } from '@/test/api/public/enroll-routes';

const { checkoutsOf } = setUpEnrollTests();

describe('POST /api/public/:slug/enroll, visitor without a session', () => {
  it('registers a new address as a trial student and e-mails a link back to the service page (202)', async () => {
    const { teacher, service, body } = await scene();
    const code = await createDiscountCode({ teacherId: teacher.id });
    const email = `new.${uniqueSuffix()}@example.test`;
    const response = await enroll(teacher.slug, {
      ...body,
      discountCode: code.code,
      email: email.toUpperCase(),
      name: 'Ana Ruiz',
    });

    expect(response.status).toBe(202);
    expect(response.json).toEqual({ status: 'magic_link_sent' });
    const student = await db.student.findFirstOrThrow({ where: { teacherId: teacher.id, email } });
    expect(student).toMatchObject({ name: 'Ana Ruiz', status: 'trial', timezone: teacher.timezone });
    expect(
      await db.studentLifecycleEvent.findMany({
        where: { studentId: student.id },
        select: { type: true, metadata: true },
      }),
    ).toEqual([{ type: 'first_contact', metadata: { source: 'enrollment' } }]);
    expect((await latestMagicLinkUrl(email)).searchParams.get('teacher')).toBe(teacher.slug);
    const token = await db.magicLinkToken.findFirstOrThrow({ where: { studentId: student.id } });
    // Back on the service page with the code and the documents ticked before the e-mail step.
    const accepted = new URLSearchParams({ accepted: body.acceptedDocumentVersionIds.join(',') });
    expect(body.acceptedDocumentVersionIds.length).toBeGreaterThan(0);
    expect(token.redirectTo).toBe(
      `/${teacher.slug}/services/${service.slug}?enroll=1&discountCode=${code.code}&${accepted}`,
    );
    // No checkout for someone not signed in, and nothing accepted in their name yet.
    expect(await enrollmentsOf(teacher.id)).toEqual([]);
    expect(checkoutsOf(teacher.pspAccountId)).toEqual([]);
    expect(await db.legalAcceptance.count({ where: { studentId: student.id } })).toBe(0);
  });

  it('e-mails a known student without creating another, with the same answer as for a new address', async () => {
    const { teacher, student, body } = await scene();
    const known = await enroll(teacher.slug, { ...body, email: student.email, name: 'Whoever' });
    const unknown = await enroll(teacher.slug, { ...body, email: `new.${uniqueSuffix()}@example.test`, name: 'New' });
    expect(known.status).toBe(202);
    expect(known.text).toBe(unknown.text);
    expect(await db.student.count({ where: { teacherId: teacher.id, email: student.email } })).toBe(1);
    expect(await db.magicLinkToken.count({ where: { studentId: student.id } })).toBe(1);
    expect(await db.studentLifecycleEvent.count({ where: { studentId: student.id } })).toBe(0);
  });

  it('needs both an e-mail and a name (400 on each)', async () => {
    const { teacher, body } = await scene();
    const response = await enroll(teacher.slug, body);
    expect(response.status).toBe(400);
    expect(response.json.error.details).toEqual([
      { path: 'email', message: expect.any(String) },
      { path: 'name', message: expect.any(String) },
    ]);
  });

  it('is refused like a student before any e-mail: price 0 and missing documents', async () => {
    const { teacher, body } = await scene({ service: { pricingModel: 'free', priceAmount: 0 } });
    const email = `new.${uniqueSuffix()}@example.test`;
    expect((await enroll(teacher.slug, { ...body, email, name: 'Ana' })).json.error.code).toBe('PRICE_NOT_SET');
    const paid = await scene();
    const refused = await enroll(paid.teacher.slug, {
      ...paid.body,
      acceptedDocumentVersionIds: [],
      email,
      name: 'Ana',
    });
    expect(refused.json.error.code).toBe('LEGAL_NOT_ACCEPTED');
    expect(await db.student.count({ where: { email } })).toBe(0);
    expect(await db.emailOutbox.count({ where: { to: email } })).toBe(0);
  });

  it('allows 10 requests a minute from one IP; the 11th gets 429', async () => {
    const { teacher, body } = await scene({ service: { pricingModel: 'free', priceAmount: 0 } });
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await enroll(teacher.slug, body, { ip })).status).not.toBe(429);
    }
    const refused = await enroll(teacher.slug, body, { ip });
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
