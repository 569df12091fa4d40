/**
 * Churn and reactivation against a plain reading of their definitions (decision 0050), over seeded
 * random histories: the statement folds sessions into churnDays-long buckets and reads only part of
 * the history, and must still find every gap longer than churnDays exactly, whatever the spacing.
 */
import { describe, expect, it } from 'vitest';
import { dayMs } from '@/lib/core/time';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { getRetentionKpis } from './get-retention-kpis';

const hourMs = 3_600_000;
const now = new Date('2027-06-15T12:00:00Z');

/** Deterministic pseudo-random numbers (a linear congruential generator). */
function seeded(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

type Period = { from: number; to: number };

/** The definitions, session by session. */
function expected(histories: number[][], churnDays: number, period: Period) {
  const churn = churnDays * dayMs;
  let churned = 0;
  let reactivated = 0;
  for (const history of histories) {
    const held = [...history].sort((a, b) => a - b);
    const crossed = held.some((at, index) => {
      const crossing = at + churn;
      const next = held[index + 1] ?? Infinity;
      return crossing < next && crossing <= now.getTime() && crossing >= period.from && crossing < period.to;
    });
    const back = held.some(
      (at, index) => index > 0 && at - held[index - 1]! > churn && at >= period.from && at < period.to,
    );
    if (crossed) churned++;
    if (back) reactivated++;
  }
  return { churned, reactivated };
}

describe('getRetentionKpis: churn and reactivation gaps', () => {
  it.each([
    ['30d', 11],
    ['90d', 23],
    ['12m', 37],
  ] as const)('%s over random histories (seed %i) matches the definitions in both periods', async (period, seed) => {
    const random = seeded(seed);
    const teacher = await createTeacher({ timezone: 'UTC' });
    const service = await createService({ teacherId: teacher.id });
    const taken = new Set<number>();
    const histories: number[][] = [];
    for (let s = 0; s < 12; s++) {
      const student = await createStudent({ teacherId: teacher.id });
      const history: number[] = [];
      // Sessions over 3.5 years back, in bursts with gaps of a few days to a few months.
      let at = now.getTime() - (1_250 - random(60)) * dayMs;
      while (at < now.getTime()) {
        const slot = Math.floor(at / hourMs) * hourMs;
        if (!taken.has(slot)) {
          taken.add(slot);
          history.push(slot);
          await createSession({
            teacherId: teacher.id,
            serviceId: service.id,
            studentId: student.id,
            startUtc: new Date(slot),
            status: 'completed',
          });
        }
        at += (random(4) === 0 ? 20 + random(160) : 1 + random(12)) * dayMs + random(24) * hourMs;
      }
      histories.push(history);
    }
    const kpis = await getRetentionKpis({ teacherId: teacher.id, period, now });
    const current = { from: Date.parse(kpis.from), to: Date.parse(kpis.to) };
    const length = current.to - current.from;
    const previous = { from: current.from - length, to: current.from };
    const wanted = { now: expected(histories, 60, current), before: expected(histories, 60, previous) };
    expect(wanted.now.churned + wanted.now.reactivated + wanted.before.churned).toBeGreaterThan(0);
    expect({ churned: kpis.churned.value, reactivated: kpis.reactivated.value }).toEqual(wanted.now);
    expect({ churned: kpis.churned.previous, reactivated: kpis.reactivated.previous }).toEqual(wanted.before);
  });
});
