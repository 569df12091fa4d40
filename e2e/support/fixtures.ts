import { randomInt } from 'node:crypto';
import { test as base } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

/**
 * Every test browses from its own client address: per-IP limits (dev login 5/hour, magic links
 * 5/hour) apply to each journey as they would to a real visitor, not to the whole run at once.
 * The e2e server trusts its loopback peer as a proxy (TRUST_PROXY=loopback), so it takes the client
 * address from X-Forwarded-For (docs/decisions/0021-client-address-and-trusted-proxies.md).
 */
export const test = base.extend({
  extraHTTPHeaders: async ({}, provide) => {
    await provide({ 'x-forwarded-for': `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}` });
  },
});
