import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findMessageKeys, type KeyUse } from './find-message-keys';

const root = process.cwd();

/**
 * What the guard cannot check statically (find-message-keys.ts): keys built at run time with no
 * literal group to check (`t(key)`, `t(labelOf(kind))`; a `t(\`status.${x}\`)` has its group
 * `status` checked) and translators whose namespace is not a literal. Each such key's values must
 * exist in every locale (docs/i18n.md): keep these numbers low, and lower the ceilings when you can
 * (90 unchecked keys and 0 translators when the guard was written, session 14; 111 once the service
 * editor, session tools, audit, policy and invoice areas joined, whose built keys their own tests
 * check in every locale, e.g. lib/audit/audit-labels.test.ts and the policy wording test).
 */
const ceilings = { uncheckedKeys: 111, unresolvedTranslators: 0 };

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!statSync(full).isDirectory()) return /\.tsx?$/.test(entry) && !/\.(test|d)\.tsx?$/.test(entry) ? [entry] : [];
  return readdirSync(full).flatMap((name) => sourceFiles(path.posix.join(entry, name)));
}

const english = Object.fromEntries(
  readdirSync(path.join(root, 'messages/en'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => [
      name.slice(0, -'.json'.length),
      JSON.parse(readFileSync(path.join(root, 'messages/en', name), 'utf8')),
    ]),
) as Record<string, unknown>;

/** The English message (or group of messages) at `namespace.key`, or undefined. */
function messageAt(namespace: string, key: string): unknown {
  const parts = [...namespace.split('.'), ...key.split('.')].filter(Boolean);
  return parts.reduce<unknown>(
    (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
    english,
  );
}

const missing = (use: KeyUse) => {
  const message = messageAt(use.namespace, use.key);
  if (use.kind === 'raw' || use.kind === 'has') return message === undefined;
  return typeof message !== 'string';
};

describe('message key guard (issue 32 item 5)', () => {
  it('finds the keys of each translator, by scope, and counts what it cannot check', () => {
    const source = `
      import { useTranslations } from 'next-intl';
      import { getTranslations } from 'next-intl/server';
      export function A({ status }: { status: string }) {
        const t = useTranslations('booking.slots');
        const inner = (t: (key: string) => string) => t('not.mine');
        return <p>{t('title')} {t.rich('hint', { b: (c) => c })} {t(\`status.\${status}\`)} {t(status)} {inner(String)}</p>;
      }
      export async function B({ ns }: { ns: string }) {
        const [t, tp] = await Promise.all([getTranslations('common'), getTranslations({ locale: 'de', namespace: 'ui' })]);
        const dynamic = await getTranslations(ns);
        return [t('yes'), tp.has('no'), (await getTranslations('errors'))('internal'), dynamic('x')];
      }`;
    const scan = findMessageKeys('a.tsx', source);
    expect(scan.uses.map(({ namespace, key, kind }) => `${kind} ${namespace}:${key}`)).toEqual([
      'text booking.slots:title',
      'rich booking.slots:hint',
      'text common:yes',
      'has ui:no',
      'text errors:internal',
    ]);
    expect(scan).toMatchObject({ dynamicKeys: 2, unresolvedTranslators: 1 });
    expect(scan.groups).toEqual([{ line: 7, namespace: 'booking.slots', group: 'status' }]);
    const emails = findMessageKeys(
      'b.tsx',
      `const say = (locale) => translator(locale, 'magicLinkEmail');
       export function E({ locale }) { const t = say(locale); return t('heading'); }`,
    );
    expect(emails.uses).toEqual([{ line: 2, namespace: 'magicLinkEmail', key: 'heading', kind: 'text' }]);
  });

  it('every literal key of app/, components/ and lib/ is in messages/en (a built key: its group)', () => {
    const files = ['app', 'components', 'lib'].flatMap(sourceFiles);
    const absent: string[] = [];
    let uncheckedKeys = 0;
    let unresolvedTranslators = 0;
    for (const file of files) {
      const source = readFileSync(path.join(root, file), 'utf8');
      // Only files that make a translator are parsed (a quarter of them): the guard stays quick.
      if (!/useTranslations|getTranslations|translator\(/.test(source)) continue;
      const scan = findMessageKeys(file, source);
      uncheckedKeys += scan.dynamicKeys - scan.groups.length;
      unresolvedTranslators += scan.unresolvedTranslators;
      for (const use of scan.uses.filter(missing)) {
        absent.push(`${file}:${use.line} ${[use.namespace, use.key].filter(Boolean).join('.')}`);
      }
      for (const use of scan.groups) {
        const group = messageAt(use.namespace, use.group);
        if (!group || typeof group !== 'object') {
          absent.push(`${file}:${use.line} ${[use.namespace, use.group].filter(Boolean).join('.')}.*`);
        }
      }
    }
    expect(absent, 'add these keys to messages/<locale>/<namespace>.json in all six locales').toEqual([]);
    expect(uncheckedKeys, 'keys built at run time: every value must exist in every locale').toBeLessThanOrEqual(
      ceilings.uncheckedKeys,
    );
    expect(unresolvedTranslators, 'translators whose namespace is not a literal').toBeLessThanOrEqual(
      ceilings.unresolvedTranslators,
    );
  }, 120_000);
});
