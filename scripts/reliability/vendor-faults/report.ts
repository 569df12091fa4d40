// Printing and bounds of `npm run reliability:vendors`: one timeline per fault, one PASS/FAIL per check.
import { performance } from 'node:perf_hooks';

type Row = { at: number; what: string; answer: string; ms: number; note: string };

/** What one fault sent and what came back, timed from the start of its part. */
export class Timeline {
  private readonly t0 = performance.now();
  private readonly rows: Row[] = [];

  now = () => Math.round(performance.now() - this.t0);

  /** Runs `send`, records its answer (status and error code) and latency; `note` reads the vendor afterwards. */
  async record<T extends { status: number; json?: { error?: { code?: string } } }>(
    what: string,
    send: () => Promise<T>,
    note: (answer: T) => string = () => '',
  ): Promise<T & { ms: number }> {
    const at = this.now();
    const started = performance.now();
    const answer = await send();
    const ms = Math.round(performance.now() - started);
    const code = answer.json?.error?.code;
    this.rows.push({ at, what, answer: `${answer.status}${code ? ` ${code}` : ''}`, ms, note: note(answer) });
    return { ...answer, ms };
  }

  /** A line of its own (something done to the vendor, a sweep), in time order with the requests. */
  event(what: string, note = '') {
    this.rows.push({ at: this.now(), what, answer: '', ms: 0, note });
  }

  print(title: string) {
    const width = Math.max(...this.rows.map((row) => row.what.length)) + 2;
    console.info(`\n== ${title}\n   t(ms)  ${'sent'.padEnd(width)}${'answer'.padEnd(24)}    ms  vendor / database`);
    for (const row of this.rows) {
      const ms = row.answer ? String(row.ms) : '';
      console.info(
        `${String(row.at).padStart(8)}  ${row.what.padEnd(width)}${row.answer.padEnd(24)}${ms.padStart(6)}  ${row.note}`,
      );
    }
  }
}

const results: { name: string; ok: boolean }[] = [];

export function check(name: string, ok: boolean) {
  results.push({ name, ok });
}

/** Prints every check; true when all passed. */
export function printChecks(): boolean {
  console.info('\nchecks:');
  for (const { name, ok } of results) console.info(`  ${ok ? 'PASS' : 'FAIL'}  ${name}`);
  return results.every(({ ok }) => ok);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
