// Preloaded into the app by the scale runner (NODE_OPTIONS=--import, LEKTIO_MEMORY_REPORT=<file>):
// once a second it writes where the process's memory is (process.memoryUsage, V8's heap spaces,
// the kernel's view of the process) as one JSON object, so the runner can break RSS down at the
// peak and after idle without a heap snapshot (which itself costs hundreds of MB of RSS).
import fs from 'node:fs';
import v8 from 'node:v8';

const target = process.env.LEKTIO_MEMORY_REPORT;
if (target) {
  const mb = (bytes) => Math.round(bytes / 2 ** 20);
  let peak = null;
  const write = () => {
    const usage = process.memoryUsage();
    const spaces = Object.fromEntries(
      v8
        .getHeapSpaceStatistics()
        .map((space) => [space.space_name, { size: mb(space.space_size), used: mb(space.space_used_size) }]),
    );
    let anonymous = null;
    try {
      const rollup = fs.readFileSync('/proc/self/smaps_rollup', 'utf8');
      anonymous = mb(Number(/Anonymous:\s+(\d+)/.exec(rollup)?.[1] ?? 0) * 1024);
    } catch {
      // not Linux: the kernel's split is left out
    }
    const report = {
      rss: mb(usage.rss),
      heapTotal: mb(usage.heapTotal),
      heapUsed: mb(usage.heapUsed),
      external: mb(usage.external),
      arrayBuffers: mb(usage.arrayBuffers),
      anonymous,
      heapLimit: mb(v8.getHeapStatistics().heap_size_limit),
      mallocedMemory: mb(v8.getHeapStatistics().malloced_memory),
      spaces,
    };
    // The breakdown at the highest RSS seen so far, beside the current one.
    if (!peak || report.rss >= peak.rss) peak = report;
    fs.writeFileSync(target, JSON.stringify({ now: report, peak }));
  };
  setInterval(write, 1000).unref();
}
