import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './catalogue';
import { teacherClientPaths } from '@/test/i18n/teacher-client-paths';
import { clientMessages, teacherAreaMessages, teacherSectionMessages } from './client-messages';
import committedTeacherPaths from './teacher-client-paths.json' with { type: 'json' };
import { teacherSectionOf } from './teacher-section';

const namespaces = (audience: 'public' | 'teacher' | 'app') =>
  Object.keys(clientMessages(loadMessages('en'), audience)).sort();

/**
 * The teacher's own components under a public folder: only the teacher's area renders them (the
 * session page's dialogs, the settings' cancellation-policy editor), so they may ask for namespaces
 * public pages do not get.
 */
const teacherOnly = [path.join('components', 'booking', 'sessions'), path.join('components', 'booking', 'policies')];

/** Namespaces named by `useTranslations('ns...')` in the client components of a folder. */
function clientNamespaces(folder: string): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(folder, { recursive: true }) as string[]) {
    if (!file.endsWith('.tsx')) continue;
    if (teacherOnly.some((teacher) => path.join(folder, file).startsWith(`${teacher}${path.sep}`))) continue;
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

  it("keeps the teacher's own components off the public pages (they are skipped above)", () => {
    const publicFolders = ['components/public', 'components/booking', 'components/widget', 'app/(public)'];
    const importsOfTeacherComponents = publicFolders.flatMap((folder) =>
      (readdirSync(folder, { recursive: true }) as string[])
        .filter((file) => /\.tsx?$/.test(file))
        .filter((file) => !teacherOnly.some((teacher) => path.join(folder, file).startsWith(`${teacher}${path.sep}`)))
        .flatMap((file) =>
          [
            ...readFileSync(path.join(folder, file), 'utf8').matchAll(
              /from '@\/(components\/booking\/sessions\/[\w-]+)'/g,
            ),
          ]
            .map((match) => match[1]!)
            .filter((target) => readdirSync(path.dirname(target)).includes(`${path.basename(target)}.tsx`))
            .map((target) => `${folder}/${file} -> ${target}`),
        ),
    );
    expect(importsOfTeacherComponents).toEqual([]);
  });
});

describe("the teacher area's browser messages (decision 0174)", () => {
  const english = loadMessages('en');
  const has = (messages: object, path: string) =>
    path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages) !==
    undefined;

  it('names, per section, every path the browser components of the section ask for (npm run i18n:client-paths)', () => {
    // Found from the source: the module graph of each section's routes, its 'use client' modules and
    // what they import, and each literal `useTranslations('path')` in them.
    expect(committedTeacherPaths).toEqual(teacherClientPaths());
  }, 180_000);

  it('names only paths the catalogue has', () => {
    const { document, shell, sections } = committedTeacherPaths;
    const missing = [...document, ...shell, ...Object.values(sections).flat()].filter((path) => !has(english, path));
    expect(missing).toEqual([]);
  });

  it("gives a page its section's, the shell's and the error page's messages, and the area load all of them", () => {
    const roster = teacherSectionMessages(english, '/teacher/students', 'en');
    for (const path of ['teacherRoster.bulk', 'auth.signOut', 'notifications.bell', 'errorPages.error'])
      expect(has(roster, path)).toBe(true);
    expect(has(roster, 'teacherMaterials')).toBe(false);
    expect(has(roster, 'teacherRoster.header')).toBe(false);
    // The section's own page (a list) is apart from the pages under it (the profile's forms).
    expect(has(roster, 'teacherStudents.form')).toBe(false);
    const profile = teacherSectionMessages(english, '/teacher/students/42', 'en');
    for (const path of ['teacherStudents.form', 'auth.signOut']) expect(has(profile, path)).toBe(true);
    expect(Object.keys(clientMessages(english, 'teacher'))).toEqual(['errorPages']);
    const area = teacherAreaMessages(english, 'en');
    for (const path of ['teacherRoster.bulk', 'teacherMaterials', 'teacherCalendar.feed', 'ui.navDrawer'])
      expect(has(area, path)).toBe(true);
    expect(Object.keys(area).some((name) => name.endsWith('Email'))).toBe(false);
  });

  it("leaves the form words' translations out for an English reader, not for the others", () => {
    const german = loadMessages('de');
    expect(has(teacherSectionMessages(english, '/teacher/students', 'en'), 'errors')).toBe(false);
    expect(has(teacherAreaMessages(english, 'en'), 'errors')).toBe(false);
    expect(has(teacherSectionMessages(german, '/teacher/students', 'de'), 'errors.messages')).toBe(true);
    expect(has(teacherAreaMessages(german, 'de'), 'errors.messages')).toBe(true);
  });

  it('reads the section from the path', () => {
    expect(teacherSectionOf('/teacher')).toBe('dashboard');
    expect(teacherSectionOf('/teacher/students')).toBe('students');
    expect(teacherSectionOf('/teacher/students/')).toBe('students');
    expect(teacherSectionOf('/teacher/students/42/edit')).toBe('students/*');
    expect(teacherSectionOf('/teacher/settings')).toBe('settings');
  });
});
