/**
 * The simulated Google's consent screen: who asks, for which scopes, as which demo account; Allow
 * and Deny. Self-contained (inline style, no script, no external asset) like the simulated
 * processor's checkout page; `overflow-wrap` keeps long scope URLs inside a 360 px phone.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** What each scope lets the app do, in the words of Google's own consent screen. */
const scopeDescriptions: Record<string, string> = {
  openid: 'Associate you with your personal info on Google',
  email: 'See your primary Google Account email address',
  profile: 'See your personal info, including any personal info you’ve made publicly available',
  'https://www.googleapis.com/auth/calendar.calendarlist.readonly':
    'See the list of Google calendars you’re subscribed to',
  'https://www.googleapis.com/auth/calendar.freebusy': 'View your availability in your calendars',
  'https://www.googleapis.com/auth/calendar.events': 'View and edit events on all your calendars',
  'https://www.googleapis.com/auth/drive.file':
    'See, edit, create and delete only the specific Google Drive files you use with this app',
  'https://www.googleapis.com/auth/drive.readonly': 'See and download all your Google Drive files',
};

const style = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center; padding: 16px;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f1f1f; background: #f0f4f9; }
  main { width: 100%; max-width: 30rem; background: #fff; border-radius: 24px; overflow: hidden;
    box-shadow: 0 8px 24px rgb(20 24 40 / 0.08); }
  header { padding: 10px 24px; background: #fff8e6; color: #7a4b00; font-size: 13px; border-bottom: 1px solid #f3e2b8; }
  .body { padding: 24px; }
  .brand { margin: 0; font-size: 15px; font-weight: 600; color: #444746; }
  h1 { margin: 12px 0 0; font-size: 24px; line-height: 1.3; font-weight: 500; overflow-wrap: anywhere; }
  .account { display: inline-flex; align-items: center; gap: 8px; margin-top: 12px; padding: 4px 12px 4px 4px;
    border: 1px solid #c4c7c5; border-radius: 999px; font-size: 14px; max-width: 100%; overflow-wrap: anywhere; }
  .avatar { flex: none; display: inline-flex; align-items: center; justify-content: center; width: 24px; height: 24px;
    border-radius: 50%; background: #0b57d0; color: #fff; font-size: 13px; font-weight: 600; }
  .lead { margin: 20px 0 8px; font-size: 15px; }
  ul { margin: 0; padding: 0; list-style: none; border-top: 1px solid #e3e3e3; }
  li { padding: 10px 0; border-bottom: 1px solid #e3e3e3; font-size: 14px; }
  li code { display: block; margin-top: 2px; color: #5e5e5e; font-size: 12px; overflow-wrap: anywhere; }
  .note { margin: 16px 0 0; color: #5e5e5e; font-size: 13px; }
  form { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 8px; margin: 24px 0 0; }
  button { min-height: 44px; min-width: 96px; padding: 0 24px; font: inherit; font-weight: 500; border-radius: 999px;
    cursor: pointer; border: 1px solid #747775; background: #fff; color: #0b57d0; }
  button:hover { background: #f0f4f9; }
  button:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  button.allow { background: #0b57d0; border-color: #0b57d0; color: #fff; }
  button.allow:hover { background: #0842a0; }
  .error { margin: 16px 0 0; padding: 12px; border-radius: 12px; background: #fce8e6; color: #8c1d18; font-size: 14px; }
`;

export type ConsentPageInput = {
  /** The authorize request's query, carried by the form so Allow/Deny act on exactly what was asked. */
  params: URLSearchParams;
  account: { email: string; name?: string };
  appName: string;
};

function page(title: string, content: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style></head>
<body><main>
  <header><strong>Demo Google</strong> · simulated for development: no real Google account is used.</header>
  <div class="body">${content}</div>
</main></body></html>`;
}

export function consentPageHtml({ params, account, appName }: ConsentPageInput): string {
  const scopes = (params.get('scope') ?? '').split(/\s+/).filter(Boolean);
  const hidden = [...params.entries()]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const items = scopes
    .map((scope) => `<li>${escapeHtml(scopeDescriptions[scope] ?? scope)}<code>${escapeHtml(scope)}</code></li>`)
    .join('');
  return page(
    'Sign in - Demo Google',
    `<p class="brand">Demo Google</p>
    <h1>${escapeHtml(appName)} wants to access your Google Account</h1>
    <span class="account"><span class="avatar" aria-hidden="true">${escapeHtml(account.email.charAt(0).toUpperCase())}</span>${escapeHtml(account.email)}</span>
    <p class="lead">This will allow ${escapeHtml(appName)} to:</p>
    <ul aria-label="Requested access">${items}</ul>
    <p class="note">Allow returns you to ${escapeHtml(appName)} signed in as the demo account; Deny returns with access refused.</p>
    <form method="post" action="">${hidden}
      <button type="submit" name="decision" value="deny">Deny</button>
      <button class="allow" type="submit" name="decision" value="allow">Allow</button>
    </form>`,
  );
}

/** Google's "Access blocked" screen, for an authorize request the simulator cannot honour. */
export function consentErrorHtml(message: string): string {
  return page('Access blocked - Demo Google', `<h1>Access blocked</h1><p class="error">${escapeHtml(message)}</p>`);
}
