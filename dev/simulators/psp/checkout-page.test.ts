import { describe, expect, it } from 'vitest';
import { checkoutPageHtml } from './checkout-page';
import type { SimCheckoutSession } from './simulator-objects';

const session = (overrides: Partial<SimCheckoutSession> = {}) =>
  ({
    id: 'cs_sim_1',
    status: 'open',
    amount_total: 12_900,
    currency: 'eur',
    customer: null,
    customer_email: 'ada@example.com',
    line_items_summary: { name: 'Piano <b>lessons</b>', interval: 'month' },
    ...overrides,
  }) as SimCheckoutSession;

describe('the simulated checkout page', () => {
  it('is built for a phone: viewport meta, border-box sizing, long words wrap, no external asset', () => {
    const html = checkoutPageHtml(session());
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('box-sizing: border-box');
    expect(html).toContain('overflow-wrap: anywhere');
    expect(html).not.toMatch(/<link |<script|src=/);
  });

  it('says what is paid, with the period of a subscription, and escapes the texts', () => {
    const html = checkoutPageHtml(session());
    expect(html).toContain('Piano &#60;b&#62;lessons&#60;/b&#62;');
    expect(html).toMatch(/€129\.00 <span>every month<\/span>/);
    expect(html).toContain('action="/checkout/cs_sim_1/pay"');
    expect(html).toContain('Test mode');
  });

  it('offers no buttons once the checkout is no longer open', () => {
    const html = checkoutPageHtml(session({ status: 'complete' }));
    expect(html).not.toContain('<button');
    expect(html).toContain('This checkout is complete.');
  });
});
