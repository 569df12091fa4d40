import { randomInt } from 'node:crypto';
import { test as base } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

/**
 * Every test browses from its own client address: per-IP limits (dev login 5/hour, magic links
 * 5/hour) apply to each journey as they would to a real visitor, not to the whole run at once.
 * The app reads the client address from X-Forwarded-For (docs/decisions/0006-client-ip.md).
 */
export const test = base.extend({
  extraHTTPHeaders: async ({}, provide) => {
    await provide({ 'x-forwarded-for': `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}` });
  },
});
