import { randomInt } from 'node:crypto';
import { test as base } from '@playwright/test';
import { appServerURL, e2eServers } from './servers';

export { expect, type Locator, type Page } from '@playwright/test';

/**
 * Every test browses from its own client address: per-IP limits (dev login 5/hour, magic links
 * 5/hour) apply to each journey as they would to a real visitor, not to the whole run at once.
 * The e2e server trusts its loopback peer as a proxy (TRUST_PROXY=loopback), so it takes the client
 * address from X-Forwarded-For (docs/decisions/0021-client-address-and-trusted-proxies.md).
 *
 * Each worker talks to its own app server (decision 0109): `baseURL` is that server's, so pages,
 * `request` and `openTeacher(browser, baseURL)` all reach it.
 */
export const test = base.extend<object, { appServer: string }>({
  appServer: [
    async ({}, provide, workerInfo) => provide(appServerURL(workerInfo.parallelIndex % e2eServers)),
    { scope: 'worker' },
  ],
  baseURL: async ({ appServer }, provide) => provide(appServer),
  extraHTTPHeaders: async ({}, provide) => {
    await provide({ 'x-forwarded-for': `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}` });
  },
});
