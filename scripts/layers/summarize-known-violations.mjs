/**
 * Prints the known-violations baseline grouped by the edge to cut, as Markdown (the "Current violations"
 * section of docs/layers.md): `node scripts/layers/summarize-known-violations.mjs [file]`.
 */
import { readFile } from 'node:fs/promises';

const file = process.argv[2] ?? '.dependency-cruiser-known-violations.json';
const violations = JSON.parse(await readFile(file, 'utf8'));

/** The unit of layering a path belongs to: lib/<area>, lib/integrations/<vendor>, or a top folder. */
function unit(path) {
  const match = /^lib\/integrations\/([^/.]+)/.exec(path) ?? /^lib\/([^/.]+)/.exec(path) ?? /^([^/]+)/.exec(path);
  return path.startsWith('lib/integrations/') ? `integrations/${match[1]}` : match[1];
}

if (!violations.length) {
  process.stdout.write('The baseline is empty: every rule holds, and any violation fails the check.\n');
  process.exit(0);
}

const byRule = new Map();
for (const violation of violations) byRule.set(violation.rule.name, (byRule.get(violation.rule.name) ?? 0) + 1);

const lines = ['| rule | violations |', '| --- | --- |'];
for (const [rule, count] of [...byRule].sort()) lines.push(`| ${rule} | ${count} |`);
lines.push(`| **all** | **${violations.length}** |`, '');

const edges = new Map();
for (const violation of violations.filter((entry) => entry.rule.name !== 'folder-cycle')) {
  const edge = `${unit(violation.from)} → ${unit(violation.to)}`;
  const entry = edges.get(edge) ?? { rules: new Set(), files: new Set(), imports: [] };
  entry.rules.add(violation.rule.name);
  entry.files.add(violation.from);
  entry.imports.push(`${violation.from.replace(/^lib\//, '')} → ${violation.to.replace(/^lib\//, '')}`);
  edges.set(edge, entry);
}
lines.push(
  '### Imports against the order (cut each edge)',
  '',
  '| edge | rule | files | imports |',
  '| --- | --- | --- | --- |',
);
for (const [edge, entry] of [...edges].sort((a, b) => a[0].localeCompare(b[0]))) {
  lines.push(
    `| ${edge} | ${[...entry.rules].join(', ')} | ${entry.files.size} | ${entry.imports.sort().join('<br>')} |`,
  );
}
lines.push('');

const folderEdges = violations.filter((entry) => entry.rule.name === 'folder-cycle');
const inside = new Map();
const across = new Map();
for (const violation of folderEdges) {
  const from = unit(violation.from);
  const to = unit(violation.to);
  const target = from === to ? inside : across;
  const edge = from === to ? `${violation.from} → ${violation.to}` : `${from} → ${to}`;
  target.set(edge, (target.get(edge) ?? 0) + 1);
}
lines.push(
  '### Folder edges on a loop (folder-cycle)',
  '',
  `${folderEdges.length} folder edges lie on a loop: ${folderEdges.length - [...inside.values()].reduce((sum, count) => sum + count, 0)} between`,
  `areas (${across.size} area pairs), which go once the imports above are cut (a total order has no loop), and these`,
  'inside one area, to check again once the imports above are cut:',
  '',
  inside.size
    ? [...inside]
        .sort()
        .map(([edge]) => `- ${edge}`)
        .join('\n')
    : '- none',
  '',
);
process.stdout.write(`${lines.join('\n')}\n`);
