import type { SimCheckoutSession } from './simulator-objects';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function formatAmount(amount: number, currency: string) {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** The simulator's stand-in for the processor's hosted checkout: what is bought, Pay, Abandon. */
export function checkoutPageHtml(session: SimCheckoutSession): string {
  const item = session.line_items_summary;
  const every = item.interval ? ` every ${escapeHtml(item.interval)}` : '';
  const open = session.status === 'open';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (simulated processor)</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f4f5; display: grid; place-items: center; min-height: 100vh; margin: 0; }
  main { background: white; border-radius: 12px; padding: 2rem; width: min(24rem, 90vw); box-shadow: 0 1px 3px #0002; }
  .amount { font-size: 2rem; font-weight: 600; margin: .5rem 0 1.5rem; }
  .note { color: #71717a; font-size: .85rem; }
  form { display: inline; }
  button { font: inherit; padding: .6rem 1.2rem; border-radius: 8px; border: 1px solid #d4d4d8; cursor: pointer; }
  button.pay { background: #18181b; color: white; border-color: #18181b; margin-right: .5rem; }
</style></head>
<body><main>
  <p class="note">Simulated payment processor: no real money moves.</p>
  <h1>${escapeHtml(item.name)}</h1>
  <p class="amount" data-testid="checkout-amount">${formatAmount(session.amount_total, session.currency)}${every}</p>
  ${session.customer_email ? `<p>${escapeHtml(session.customer_email)}</p>` : ''}
  ${
    open
      ? `<form method="post" action="/checkout/${encodeURIComponent(session.id)}/pay"><button class="pay" type="submit">Pay</button></form>
  <form method="post" action="/checkout/${encodeURIComponent(session.id)}/abandon"><button type="submit">Abandon</button></form>`
      : `<p>This checkout is ${escapeHtml(session.status)}.</p>`
  }
</main></body></html>`;
}
