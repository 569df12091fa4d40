import { readdirSync } from 'node:fs';
import path from 'node:path';
import { clientMessagePaths, filesUnder } from './client-message-paths';

/** What lib/i18n/teacher-client-paths.json holds (lib/i18n/client-messages.ts reads it). */
export type TeacherClientPaths = { document: string[]; shell: string[]; sections: Record<string, string[]> };

const area = 'app/(teacher)/teacher';

/** The paths without those a shorter one of the list already covers, sorted. */
function covering(paths: Iterable<string>): string[] {
  const all = [...new Set(paths)].sort();
  return all.filter((one) => !all.some((other) => one.startsWith(`${other}.`)));
}

/**
 * The teacher area's message paths, from the source: the document's (the area's layout, its error
 * page, the document), the shell's (the teacher layout and the loading page every section shows),
 * and each section's: `<section>` for its own page (`/teacher/<section>`), `<section>/*` for the pages
 * under it (`/teacher/<section>/...`), `dashboard` for `/teacher` itself.
 */
export function teacherClientPaths(): TeacherClientPaths {
  const document = covering(
    clientMessagePaths(['app/(teacher)/layout.tsx', 'app/(teacher)/error.tsx', 'app/request-document.tsx']).keys(),
  );
  const shellFiles = ['layout.tsx', 'loading.tsx'].map((file) => `${area}/${file}`);
  const shell = covering(clientMessagePaths(shellFiles).keys());
  const sections: Record<string, string[]> = { dashboard: covering(clientMessagePaths([`${area}/page.tsx`]).keys()) };
  const folders = readdirSync(path.join(process.cwd(), area), { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  for (const folder of folders.map((entry) => entry.name).sort()) {
    const files = filesUnder(`${area}/${folder}`);
    // A folder of route handlers only (client-messages) is no section.
    if (!files.some((file) => path.basename(file) === 'page.tsx')) continue;
    // The section's own page (`/teacher/<section>`: the folder's files), and the pages under it.
    const own = files.filter((file) => path.dirname(file) === path.join(process.cwd(), area, folder));
    sections[folder] = covering(clientMessagePaths(own).keys());
    sections[`${folder}/*`] = covering(clientMessagePaths(files).keys());
  }
  return { document, shell, sections };
}
