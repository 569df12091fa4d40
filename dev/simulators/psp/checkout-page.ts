import type { SimCheckoutSession } from './simulator-objects';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Where the receipt goes: the address typed, or the customer's. */
const receiptTo = (session: SimCheckoutSession) => session.customer_email ?? session.customer_details?.email ?? null;

function formatAmount(amount: number, currency: string) {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/**
 * Self-contained (inline style, no script, no external asset): the simulator serves it from its
 * own port. `border-box` and `overflow-wrap` keep it inside a 360 px phone whatever the item's name.
 */
const style = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center; padding: 16px;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2330; background: #f3f4f8; }
  main { width: 100%; max-width: 26rem; background: #fff; border: 1px solid #e4e6ee; border-radius: 16px;
    box-shadow: 0 8px 24px rgb(20 24 40 / 0.08); overflow: hidden; }
  header { display: flex; align-items: center; gap: 8px; padding: 12px 20px; background: #fff8e6; color: #7a4b00;
    font-size: 13px; border-bottom: 1px solid #f3e2b8; }
  header strong { font-weight: 600; }
  .body { padding: 20px; }
  .label { margin: 0; color: #656b80; font-size: 13px; text-transform: uppercase; letter-spacing: .04em; }
  h1 { margin: 4px 0 0; font-size: 20px; line-height: 1.3; font-weight: 600; overflow-wrap: anywhere; }
  .amount { margin: 16px 0 0; font-size: 32px; line-height: 1.2; font-weight: 700; font-variant-numeric: tabular-nums; }
  .amount span { font-size: 16px; font-weight: 500; color: #656b80; }
  .email { margin: 8px 0 0; color: #656b80; font-size: 14px; overflow-wrap: anywhere; }
  .actions { display: flex; flex-direction: column; gap: 8px; margin-top: 24px; }
  form { margin: 0; }
  button { width: 100%; min-height: 44px; font: inherit; font-weight: 600; border-radius: 10px; cursor: pointer;
    border: 1px solid #d5d8e3; background: #fff; color: #1f2330; }
  button:hover { background: #f3f4f8; }
  button:focus-visible { outline: 3px solid #6b74e0; outline-offset: 2px; }
  button.pay { background: #4b4fd1; border-color: #4b4fd1; color: #fff; }
  button.pay:hover { background: #3d40b0; }
  .status { margin: 24px 0 0; padding: 12px; border-radius: 10px; background: #f3f4f8; font-size: 14px; }
`;

/** The simulator's stand-in for the processor's hosted checkout: what is bought, Pay, Abandon. */
export function checkoutPageHtml(session: SimCheckoutSession): string {
  const item = session.line_items_summary;
  const every = item.interval ? ` <span>every ${escapeHtml(item.interval)}</span>` : '';
  const open = session.status === 'open';
  const id = encodeURIComponent(session.id);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (simulated processor)</title>
<style>${style}</style></head>
<body><main>
  <header><strong>Test mode</strong> Simulated payment processor: no real money moves.</header>
  <div class="body">
    <p class="label">You are paying for</p>
    <h1>${escapeHtml(item.name)}</h1>
    <p class="amount" data-testid="checkout-amount">${formatAmount(session.amount_total, session.currency)}${every}</p>
    ${receiptTo(session) ? `<p class="email">Receipt to ${escapeHtml(receiptTo(session)!)}</p>` : ''}
    ${
      open
        ? `<div class="actions">
      <form method="post" action="/checkout/${id}/pay"><button class="pay" type="submit">Pay</button></form>
      <form method="post" action="/checkout/${id}/abandon"><button type="submit">Abandon</button></form>
    </div>`
        : `<p class="status">This checkout is ${escapeHtml(session.status)}.</p>`
    }
  </div>
</main></body></html>`;
}
