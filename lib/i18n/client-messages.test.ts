import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './catalogue';
import { clientMessages } from './client-messages';

const namespaces = (audience: 'public' | 'app') => Object.keys(clientMessages(loadMessages('en'), audience)).sort();

/** Folders of the teacher's area inside the public ones (the settings' cancellation-policy editor). */
const teacherOnly = ['components/booking/policies'];

/** Namespaces named by `useTranslations('ns...')` in the client components of a folder. */
function clientNamespaces(folder: string): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(folder, { recursive: true }) as string[]) {
    if (!file.endsWith('.tsx')) continue;
    if (teacherOnly.some((inner) => path.join(folder, file).startsWith(`${inner}/`))) continue;
    const text = readFileSync(path.join(folder, file), 'utf8');
    if (!text.startsWith("'use client'")) continue;
    for (const match of text.matchAll(/useTranslations\('([A-Za-z]+)/g)) found.add(match[1]!);
  }
  return [...found];
}

describe('the messages that reach the browser (decision 0144)', () => {
  it('gives public pages the public and booking namespaces, not the portal or e-mails', () => {
    const publicOnes = namespaces('public');
    expect(publicOnes).toEqual(expect.arrayContaining(['common', 'errorPages', 'errors', 'publicPage', 'booking']));
    expect(publicOnes.some((name) => name.startsWith('portal') || name.endsWith('Email'))).toBe(false);
  });

  it('gives the other areas everything but what only the server writes', () => {
    const appOnes = namespaces('app');
    expect(appOnes).toEqual(expect.arrayContaining(['portal', 'portalPages', 'auth', 'common']));
    expect(appOnes.filter((name) => /Email|smsTexts|csvExports|invoiceDocuments/.test(name))).toEqual([]);
  });

  it("has every namespace the public pages' client components ask for", () => {
    const publicOnes = new Set(namespaces('public'));
    const asked = [
      'components/public',
      'components/booking',
      'components/i18n',
      'components/analytics',
      'components/ui',
      'components/forms',
    ].flatMap(clientNamespaces);
    expect(asked.filter((name) => !publicOnes.has(name))).toEqual([]);
  });
});
