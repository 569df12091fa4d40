import { db } from '@/lib/core/db';

const tokenInLink = /#token=([A-Za-z0-9_-]{43})/;

/** The sign-in URL of the newest e-mail to `to` in the outbox, as the student would click it. */
export async function latestMagicLinkUrl(to: string): Promise<URL> {
  const message = await db.emailOutbox.findFirst({ where: { to }, orderBy: { createdAt: 'desc' } });
  const href = message?.html.match(/href="([^"]*#token=[^"]*)"/)?.[1];
  if (!href) throw new Error(`no magic link e-mailed to ${to}`);
  return new URL(href.replaceAll('&amp;', '&'));
}

/** The raw token of the newest magic-link e-mail to `to`. */
export async function latestMagicLinkToken(to: string): Promise<string> {
  const token = (await latestMagicLinkUrl(to)).toString().match(tokenInLink)?.[1];
  if (!token) throw new Error(`the link e-mailed to ${to} carries no token`);
  return token;
}

/** A unique client address per test, so that per-IP limits never leak between tests. */
export const uniqueIp = () => `198.51.100.${Math.floor(Math.random() * 250)}-${crypto.randomUUID()}`;
