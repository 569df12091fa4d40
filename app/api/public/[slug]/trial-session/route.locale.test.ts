import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { parseIsoDate, wallTimeToUtc } from '@/lib/core/time';
import { createAvailabilitySchedule, createService, createTeacher } from '@/test/factories';
import { futureMonday } from '@/test/future-monday';
import { callRoute } from '@/test/http';
import { POST } from './route';

const monday = futureMonday();
const madridTen = new Date(wallTimeToUtc(parseIsoDate(monday), 10 * 60, 'Europe/Madrid'));

async function freeTrial() {
  const teacher = await createTeacher({ timezone: 'Europe/Madrid', name: 'Marta Ruiz' });
  await createAvailabilitySchedule({ teacherId: teacher.id });
  const service = await createService({ teacherId: teacher.id, isTrial: true, priceAmount: 0, durationMinutes: 60 });
  return { teacher, service };
}

async function book(extra: Record<string, unknown>, headers: Record<string, string> = {}) {
  const { teacher, service } = await freeTrial();
  const email = `lucia-${crypto.randomUUID()}@example.test`;
  const response = await callRoute(POST, {
    method: 'POST',
    path: `/api/public/${teacher.slug}/trial-session`,
    params: { slug: teacher.slug },
    headers,
    body: {
      serviceId: service.id,
      startUtc: madridTen.toISOString(),
      timezone: 'America/Mexico_City',
      name: 'Lucía',
      email,
      consentAccepted: true,
      ...extra,
    },
  });
  const student = await db.student.findFirst({ where: { teacherId: teacher.id, email } });
  const mail = await db.emailOutbox.findMany({ where: { to: email }, select: { subject: true, html: true } });
  return { response, student, mail, service };
}

describe('POST /api/public/:slug/trial-session in the visitor language (issue 32)', () => {
  it('keeps locale "es" on the new student and writes their e-mail in Spanish, on their clock and zone', async () => {
    const { response, student, mail, service } = await book({ locale: 'es' });
    expect(response.status).toBe(201);
    expect(student?.locale).toBe('es');
    expect(mail).toHaveLength(1);
    const [message] = mail;
    expect(message!.subject).toBe(`Tu solicitud de clase de prueba a Marta Ruiz`);
    expect(message!.html).toMatch(/<html[^>]* lang="es"/);
    expect(message!.html).toContain('Solicitud enviada, Lucía');
    expect(message!.html).toContain(`clase de prueba (${service.name})`);
    // 10:00 in Madrid is 03:00 in Mexico City: the student's zone, Spanish words, their city's clock.
    expect(message!.html).toMatch(/lunes, \d{1,2} de [a-z]+ de \d{4}, 3:00|lunes, \d{1,2} de [a-z]+ de \d{4}, 03:00/);
    expect(message!.html).toContain('hora de Mexico City');
  });

  it('takes the language of Accept-Language without a locale, and English when neither says', async () => {
    const german = await book({}, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(german.student?.locale).toBe('de');
    expect(german.mail[0]!.html).toMatch(/<html[^>]* lang="de"/);
    expect(german.mail[0]!.subject).toBe('Deine Anfrage für eine Probestunde bei Marta Ruiz');

    const english = await book({});
    expect(english.student?.locale).toBe('en');
    expect(english.mail[0]!.subject).toBe('Your trial request to Marta Ruiz');
    expect(english.mail[0]!.html).toMatch(/<html[^>]* lang="en"/);
  });

  it('refuses a locale outside the six', async () => {
    const { response } = await book({ locale: 'ja' });
    expect(response.status).toBe(400);
  });
});
