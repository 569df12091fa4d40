import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createEnrollment } from '@/test/factories';
import { callRoute } from '@/test/http';
import { setUpThrowawayDatabase } from '@/test/throwaway-database';
import { GET, POST } from './route';
import { credits, freeStart, path, setup } from '@/test/api/teacher/session-routes';

// Cuts this file's own database off (docs/reliability.md, docs/decisions/0060).
const outage = setUpThrowawayDatabase('sessions_outage');

const book = (cookie: string, body: unknown) => callRoute(POST, { method: 'POST', path, cookie, body });
const list = (cookie: string) => callRoute(GET, { path, cookie });

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

afterAll(() => outage.allowConnections(true));

describe('the database going away under a booking', () => {
  it('answers 503 SERVICE_UNAVAILABLE and keeps neither the session nor its credit', async () => {
    const { teacher, service, student, cookie } = await setup();
    const enrollment = await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });

    // Another transaction holds the student row: the booking takes its credit, then its INSERT waits (FK check).
    const blocker = await outage.connect();
    const watcher = await outage.connect(); // outside any transaction: pg_stat_activity is snapshotted per transaction
    await blocker.query('BEGIN');
    await blocker.query('SELECT 1 FROM students WHERE id = $1 FOR UPDATE', [student.id]);
    try {
      const booking = book(cookie, {
        serviceId: service.id,
        studentId: student.id,
        startUtc: freeStart().toISOString(),
      });
      const waiting = await waitFor(async () => {
        const { rows } = await watcher.query<{ pid: number; query: string }>(
          `SELECT pid, query FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return rows[0];
      });
      expect(waiting.query).toMatch(/INSERT INTO "public"\."sessions"/);

      const cut = Date.now();
      await outage.terminateConnections(`pid = ${waiting.pid}`);
      const response = await booking;
      expect(Date.now() - cut).toBeLessThan(5_000);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(response.json).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) } });
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
      await watcher.end();
    }

    expect(await db.session.count({ where: { studentId: student.id } })).toBe(0);
    expect((await credits(enrollment.id)).sessionsScheduled).toBe(0);

    // The pool replaced the killed connection: the same booking goes through now, once.
    const retried = await book(cookie, {
      serviceId: service.id,
      studentId: student.id,
      startUtc: freeStart().toISOString(),
    });
    expect(retried.status).toBe(201);
    expect(await db.session.count({ where: { studentId: student.id } })).toBe(1);
    expect((await credits(enrollment.id)).sessionsScheduled).toBe(1);
  });

  it('answers 503 within 5 s while connections are refused, and recovers by itself once they are allowed', async () => {
    const { cookie } = await setup();
    expect((await list(cookie)).status).toBe(200);

    await outage.allowConnections(false);
    await outage.terminateConnections();
    for (let attempt = 0; attempt < 3; attempt++) {
      const started = Date.now();
      const response = await list(cookie);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(response.status).toBe(503);
      expect(response.json.error.code).toBe('SERVICE_UNAVAILABLE');
      expect(response.headers.get('retry-after')).toBe('5');
    }

    await outage.allowConnections(true);
    const back = Date.now();
    const response = await list(cookie);
    expect(response.status).toBe(200);
    expect(Date.now() - back).toBeLessThan(10_000);
  });
});
