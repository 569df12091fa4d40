import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { sweepExpiredAuthRecords } from './sweep-expired-auth-records';

const hour = 60 * 60 * 1000;
// The real clock: a far-future "now" would also sweep live rows that other test files in this worker rely on.
const now = new Date();
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

async function createTeacherWithStudent() {
  const suffix = randomUUID();
  const teacher = await db.teacher.create({
    data: { name: 'Sweep Teacher', email: `sweep-${suffix}@example.test`, slug: `sweep-${suffix}` },
  });
  const student = await db.student.create({
    data: { teacherId: teacher.id, name: 'Sweep Student', email: `student-${suffix}@example.test` },
  });
  return { teacher, student };
}

describe('sweepExpiredAuthRecords', () => {
  it('deletes expired and long-used records and keeps the ones still useful', async () => {
    const { teacher, student } = await createTeacherWithStudent();
    const owner = { teacherId: teacher.id, studentId: student.id };

    const oauthExpired = await db.oAuthState.create({ data: { stateHash: randomUUID(), expiresAt: at(-hour) } });
    const oauthValid = await db.oAuthState.create({
      data: { stateHash: randomUUID(), teacherId: teacher.id, expiresAt: at(hour) },
    });

    const linkExpired = await db.magicLinkToken.create({
      data: { ...owner, tokenHash: randomUUID(), expiresAt: at(-hour) },
    });
    const linkUsedLongAgo = await db.magicLinkToken.create({
      data: { ...owner, tokenHash: randomUUID(), expiresAt: at(hour), usedAt: at(-25 * hour) },
    });
    const linkUsedRecently = await db.magicLinkToken.create({
      data: { ...owner, tokenHash: randomUUID(), expiresAt: at(hour), usedAt: at(-hour) },
    });
    const linkValid = await db.magicLinkToken.create({
      data: { ...owner, tokenHash: randomUUID(), expiresAt: at(hour) },
    });

    const sessionExpired = await db.authSession.create({
      data: { id: randomUUID(), role: 'teacher', teacherId: teacher.id, expiresAt: at(-hour) },
    });
    const sessionValid = await db.authSession.create({
      data: { id: randomUUID(), role: 'student', studentId: student.id, expiresAt: at(hour) },
    });

    const limitExpired = await db.rateLimit.create({
      data: { key: `sweep:${randomUUID()}`, points: 3, expire: at(-1000) },
    });
    const limitValid = await db.rateLimit.create({
      data: { key: `sweep:${randomUUID()}`, points: 3, expire: at(hour) },
    });
    const limitForever = await db.rateLimit.create({ data: { key: `sweep:${randomUUID()}`, points: 3, expire: null } });

    const counts = await sweepExpiredAuthRecords(now);

    // Other tests share this worker's database, so counts are lower bounds; row checks are exact.
    expect(counts.oauthStates).toBeGreaterThanOrEqual(1);
    expect(counts.magicLinkTokens).toBeGreaterThanOrEqual(2);
    expect(counts.authSessions).toBeGreaterThanOrEqual(1);
    expect(counts.rateLimits).toBeGreaterThanOrEqual(1);

    const oauthLeft = await db.oAuthState.findMany({ where: { id: { in: [oauthExpired.id, oauthValid.id] } } });
    expect(oauthLeft.map((row) => row.id)).toEqual([oauthValid.id]);

    const linkIds = [linkExpired.id, linkUsedLongAgo.id, linkUsedRecently.id, linkValid.id];
    const linksLeft = await db.magicLinkToken.findMany({ where: { id: { in: linkIds } } });
    expect(linksLeft.map((row) => row.id).sort()).toEqual([linkUsedRecently.id, linkValid.id].sort());

    const sessionsLeft = await db.authSession.findMany({ where: { id: { in: [sessionExpired.id, sessionValid.id] } } });
    expect(sessionsLeft.map((row) => row.id)).toEqual([sessionValid.id]);

    const limitKeys = [limitExpired.key, limitValid.key, limitForever.key];
    const limitsLeft = await db.rateLimit.findMany({ where: { key: { in: limitKeys } } });
    expect(limitsLeft.map((row) => row.key).sort()).toEqual([limitValid.key, limitForever.key].sort());
  });

  it('is harmless when run again with nothing left to delete', async () => {
    await sweepExpiredAuthRecords(now);
    expect(await sweepExpiredAuthRecords(now)).toEqual({
      oauthStates: 0,
      magicLinkTokens: 0,
      authSessions: 0,
      rateLimits: 0,
    });
  });
});
