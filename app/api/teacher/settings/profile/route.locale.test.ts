import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { PATCH } from './route';

const path = '/api/teacher/settings/profile';

async function signedIn() {
  const teacher = await createTeacher();
  return { teacher, cookie: await teacherCookie(teacher.id) };
}

const patch = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  callRoute(PATCH, { method: 'PATCH', path, cookie, body, headers });

describe('PATCH /api/teacher/settings/profile: language and clock (issue 32)', () => {
  it('stores the locale and the hour cycle, and null gives the clock back to the locale', async () => {
    const { teacher, cookie } = await signedIn();
    const response = await patch(cookie, { locale: 'fr', hourCycle: 'h12' });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ locale: 'fr', hourCycle: 'h12' });
    expect(await db.teacher.findUniqueOrThrow({ where: { id: teacher.id }, select: { locale: true, hourCycle: true } }))
      .toEqual({ locale: 'fr', hourCycle: 'h12' });

    expect((await patch(cookie, { hourCycle: null })).json).toMatchObject({ locale: 'fr', hourCycle: null });
  });

  it('refuses a language or a clock outside the lists', async () => {
    const { cookie } = await signedIn();
    for (const body of [{ locale: 'ja' }, { locale: 'EN' }, { hourCycle: 'h24' }]) {
      const response = await patch(cookie, body);
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('error messages follow Accept-Language (issue 32 §4)', () => {
  it('says the refusal and its field messages in the negotiated language, code unchanged', async () => {
    const { cookie } = await signedIn();
    const body = { timezone: 'Mars/Olympus', name: 7, extra: true };
    const english = await patch(cookie, body);
    const german = await patch(cookie, body, { 'accept-language': 'de-CH, de;q=0.9, en;q=0.5' });
    const spanish = await patch(cookie, body, { 'accept-language': 'es' });

    expect(english.json.error.message).toBe('The request is not valid');
    expect(german.status).toBe(400);
    expect(german.json.error.code).toBe('VALIDATION_ERROR');
    expect(german.json.error.message).toBe('Die Anfrage ist ungültig');
    expect(spanish.json.error.message).toBe('La solicitud no es válida');

    const messages = (response: typeof german) =>
      Object.fromEntries(
        (response.json.error.details as { path: string; message: string }[]).map((d) => [d.path, d.message]),
      );
    expect(messages(english)).toMatchObject({ timezone: 'Invalid IANA timezone', '(root)': 'Unknown field(s): extra' });
    expect(messages(german)).toMatchObject({
      timezone: 'Ungültige IANA-Zeitzone',
      '(root)': 'Unbekannte(s) Feld(er): extra',
      // Zod's own German for its built-in message.
      name: expect.stringMatching(/^Ungültige Eingabe/),
    });
    expect(messages(spanish).timezone).toBe('Zona horaria IANA no válida');
  });

  it('says a domain refusal in the language, and English when none of the six is acceptable', async () => {
    const response = await callRoute(PATCH, { method: 'PATCH', path, body: { locale: 'de' }, headers: { 'accept-language': 'it' } });
    expect(response.status).toBe(401);
    expect(response.json.error).toEqual({ code: 'UNAUTHENTICATED', message: 'Accedi per continuare' });
    const japanese = await callRoute(PATCH, { method: 'PATCH', path, body: {}, headers: { 'accept-language': 'ja' } });
    expect(japanese.json.error.message).toBe('Sign in to continue');
  });
});
