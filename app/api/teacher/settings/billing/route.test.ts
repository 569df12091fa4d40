import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET, PATCH } from './route';

const path = '/api/teacher/settings/billing';

async function signedIn() {
  const teacher = await createTeacher();
  return { teacher, cookie: await teacherCookie(teacher.id) };
}

describe('/api/teacher/settings/billing', () => {
  it('answers the defaults before anything is saved', async () => {
    const { cookie } = await signedIn();
    const response = await callRoute(GET, { path, cookie });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      legalName: null,
      address: null,
      taxId: null,
      invoicePrefix: 'INV',
      paymentTermsDays: 14,
      bankDetails: null,
      invoiceFooter: null,
    });
  });

  it('saves any subset, keeps the rest, clears a field sent empty, and audits the change', async () => {
    const { teacher, cookie } = await signedIn();
    await callRoute(PATCH, {
      method: 'PATCH',
      path,
      cookie,
      body: { legalName: 'Ana Ruiz SL', taxId: 'ESB12345678', invoicePrefix: 'ar', bankDetails: 'IBAN ES12 3456' },
    });
    const response = await callRoute(PATCH, {
      method: 'PATCH',
      path,
      cookie,
      body: { paymentTermsDays: 30, bankDetails: '' },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      legalName: 'Ana Ruiz SL',
      taxId: 'ESB12345678',
      invoicePrefix: 'AR',
      paymentTermsDays: 30,
      bankDetails: null,
    });
    expect((await callRoute(GET, { path, cookie })).json).toEqual(response.json);
    await flushAudits();
    expect(await db.auditLog.count({ where: { teacherId: teacher.id, action: 'settings.update_billing' } })).toBe(2);
  });

  it('refuses a bad prefix, unknown fields and negative terms with 400, changing nothing', async () => {
    const { teacher, cookie } = await signedIn();
    for (const body of [{ invoicePrefix: 'INV-2026' }, { teacherId: teacher.id }, { paymentTermsDays: -1 }]) {
      const response = await callRoute(PATCH, { method: 'PATCH', path, cookie, body });
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe('VALIDATION_ERROR');
    }
    expect(await db.billingSettings.findUnique({ where: { teacherId: teacher.id } })).toBeNull();
  });

  it('needs a teacher session', async () => {
    expect((await callRoute(GET, { path })).status).toBe(401);
  });
});
