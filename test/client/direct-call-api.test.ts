import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One way to call the API from the client (issue 31 item 4, decisions 0078/0079): a change goes
 * through `useApiMutation` (on the public service page `useApiCall`, 0181), a form through `useApiForm`
 * (or `useResolvedApiForm`), a read through `useApiQuery`. A client
 * module that calls `callApi` itself, with its own pending and error state, is refused here, apart
 * from the hooks and the modules listed below with their reason. The list may only shrink.
 */
const hooks = new Set([
  'components/api/use-api-mutation.ts',
  // The service page's calls without react-query (decision 0181): the same shape as a mutation.
  'components/api/use-api-call.ts',
  'components/api/use-api-query.ts',
  'components/forms/use-api-form.ts',
]);

const remaining: Record<string, string> = {
  // Reads on demand (a menu or a picker opening, a slug being typed): no pending or error state of a change.
  'components/notifications/notification-bell.tsx': 'reads the list when the menu opens',
  'components/settings/calendar-picker.tsx': 'reads the calendars once, seeds the choices',
  'components/settings/caldav-calendar-picker.tsx': 'reads the calendars once, seeds the choices',
  'components/settings/profile-slug-check.ts': 'reads whether a slug is free while typing',
  'components/catalogue/use-slug-check.ts': 'reads whether a slug is free while typing',
  // A change that ends in a full-page navigation, and treats 401 (already signed out) as done.
  'components/auth/sign-out-button.tsx': 'stays pending through the full-page navigation that follows',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The client modules under components/ and app/ that call callApi themselves, outside a form's submit. */
export function directCallers(root = process.cwd()): string[] {
  return ['components', 'app']
    .flatMap((top) => sources(path.join(root, top)))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((file) => !hooks.has(file))
    .filter((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      // A form's submit (useApiForm, useDialogForm built on it, or a shared form given its `send`) sends
      // with callApi: that is the form's way.
      return /\bcallApi\(/.test(text) && !/\buse(Api|Dialog|ResolvedApi)Form\b|\bsend=\{/.test(text);
    })
    .sort();
}

describe('client calls of the API', () => {
  it('go through useApiMutation, useApiForm or useApiQuery, apart from the listed modules', () => {
    const unlisted = directCallers().filter((file) => !(file in remaining));
    expect(unlisted, 'call the API through useApiMutation (components/api) instead of callApi').toEqual([]);
  });

  it('lists no module that no longer calls callApi itself (the list only shrinks)', () => {
    const callers = new Set(directCallers());
    expect(Object.keys(remaining).filter((file) => !callers.has(file))).toEqual([]);
  });
});
