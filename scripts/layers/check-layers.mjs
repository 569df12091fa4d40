/**
 * The layer check (`npm run lint:layers`, docs/layers.md): runs dependency-cruiser with
 * .dependency-cruiser.cjs over the given folders and fails on every violation that the known-violations
 * baseline does not list. `--baseline` rewrites the baseline from the current violations instead.
 *
 * Two things dependency-cruiser's own command line does not do for us:
 * - it refuses Node < 22 (version 18), while this project supports Node 20.19+ and the cruise runs there;
 * - its `--ignore-known` leaves folder-scoped violations (the folder-cycle rule) unsoftened, so this
 *   script compares with the baseline itself: a violation is known when the baseline holds the same
 *   rule, from and to (for a folder cycle: the same folder edge on a loop, whatever path it closes).
 *
 * Usage: node scripts/layers/check-layers.mjs [--config file] [--known file] [--baseline] <folders...>
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import cli from '../../node_modules/dependency-cruiser/src/cli/index.mjs';

const argv = process.argv.slice(2);
const flag = (name) => {
  const index = argv.indexOf(name);
  if (index === -1) return undefined;
  const [, value] = argv.splice(index, 2);
  return value;
};
const writeBaseline = argv.includes('--baseline');
if (writeBaseline) argv.splice(argv.indexOf('--baseline'), 1);
const config = flag('--config') ?? '.dependency-cruiser.cjs';
const known = flag('--known') ?? '.dependency-cruiser-known-violations.json';
const inputs = argv;
if (!inputs.length || inputs.some((input) => input.startsWith('-'))) {
  process.stderr.write('usage: check-layers.mjs [--config file] [--known file] [--baseline] <folders...>\n');
  process.exit(2);
}

const key = ({ rule, from, to }) => `${rule.name}\u0000${from}\u0000${to}`;

const describe = (violation) => {
  const cycle = violation.cycle?.map((step) => step.name).join(' → ');
  return `  ${violation.rule.name}: ${violation.from} → ${violation.to}${cycle ? `\n      (loop: ${violation.from} → ${cycle})` : ''}`;
};

if (writeBaseline) {
  process.exitCode = await cli(inputs, { config, baseline: known, progress: 'none' });
} else {
  const folder = await mkdtemp(path.join(tmpdir(), 'layers-'));
  try {
    const output = path.join(folder, 'result.json');
    await cli(inputs, { config, outputType: 'json', outputTo: output, progress: 'none', ignoreKnown: false });
    const { summary } = JSON.parse(await readFile(output, 'utf8'));
    const baseline = await readFile(known, 'utf8').then(JSON.parse, () => []);
    const knownKeys = new Set(baseline.map(key));
    const found = summary.violations.filter((violation) => violation.rule.severity !== 'ignore');
    const foundKeys = new Set(found.map(key));
    const fresh = found.filter((violation) => !knownKeys.has(key(violation)));
    const fixed = baseline.filter((violation) => !foundKeys.has(key(violation)));
    if (fixed.length) {
      process.stdout.write(
        `${fixed.length} known violation(s) are gone: run \`npm run lint:layers:baseline\` to shrink ${known}.\n`,
      );
    }
    if (fresh.length) {
      process.stdout.write(`${fresh.map(describe).join('\n')}\n\n`);
      process.stdout.write(
        `✘ ${fresh.length} new layer violation(s) (docs/layers.md); ${found.length - fresh.length} known ones listed in ${known}.\n`,
      );
      process.exitCode = 1;
    } else {
      process.stdout.write(
        `✔ no new layer violations: ${summary.totalCruised} modules cruised, ${found.length} known violation(s) in ${known}.\n`,
      );
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
