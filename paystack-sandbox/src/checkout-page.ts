import { chargedAmount, paystackFee } from './fees';
import type { SandboxTransaction } from './types';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** Kobo as "NGN 12,345.00". */
export function formatNaira(kobo: number): string {
  return `NGN ${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

function shopUrl(callbackUrl: string | null): string | null {
  if (!callbackUrl) return null;
  try {
    return `${new URL(callbackUrl).origin}/cart`;
  } catch {
    return null;
  }
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Paystack sandbox</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f6f8;color:#1a1a1a;margin:0;padding:2rem 1rem}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}
label{display:block;margin-top:1rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #767676;border-radius:4px}
button{margin-top:1.25rem;width:100%;padding:.75rem;font-size:1rem;background:#0b7a3e;color:#fff;border:0;border-radius:4px;cursor:pointer}
button:focus,input:focus,a:focus{outline:3px solid #1a5fb4;outline-offset:2px}
.error{color:#a4000f;background:#fde8ea;padding:.6rem;border-radius:4px}
.hint{font-size:.9rem;color:#444}
.row{display:flex;gap:1rem}.row>div{flex:1}
section{border-top:1px solid #ddd;margin-top:1.25rem;padding-top:.5rem}h2{font-size:1.1rem}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** The hosted payment page: card (number, expiry, CVV), bank transfer and USSD, as the transaction allows; Cancel. */
export function checkoutPage(t: SandboxTransaction, error: string | null): string {
  const amount = formatNaira(chargedAmount(t));
  const code = encodeURIComponent(t.accessCode);
  const sections: string[] = [];
  if (t.channels.includes('card')) {
    sections.push(`<section aria-labelledby="pay-card"><h2 id="pay-card">Pay with card</h2>
<p class="hint">Test card <strong>4084 0840 8408 4081</strong> succeeds; <strong>4084 0800 0000 5408</strong> is declined. Any future expiry, any 3-digit CVV.</p>
<form method="post" action="/checkout/${code}/pay"${error ? ' aria-describedby="form-error"' : ''}>
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required placeholder="0000 0000 0000 0000">
<div class="row">
<div><label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="expiry" autocomplete="cc-exp" required placeholder="MM/YY"></div>
<div><label for="cvv">CVV</label>
<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required maxlength="3" placeholder="123"></div>
</div>
<button type="submit">Pay ${escapeHtml(amount)}</button>
</form></section>`);
  }
  if (t.channels.includes('bank_transfer')) {
    sections.push(`<section aria-labelledby="pay-transfer"><h2 id="pay-transfer">Pay with bank transfer</h2>
<p>Transfer <strong>${escapeHtml(amount)}</strong> to <strong>Test Bank 1234567890</strong> (Paystack-Titan, account name E-Pharmacy Checkout). The money arrives a little after you confirm.</p>
<form method="post" action="/checkout/${code}/transfer"><button type="submit">I have sent the money</button></form></section>`);
  }
  if (t.channels.includes('ussd')) {
    sections.push(`<section aria-labelledby="pay-ussd"><h2 id="pay-ussd">Pay with USSD</h2>
<p>Dial <strong>*737*000*${escapeHtml(String(t.id).slice(-4))}#</strong> on the phone registered with your bank and approve the payment.</p>
<form method="post" action="/checkout/${code}/ussd"><button type="submit">I have dialled the code</button></form></section>`);
  }
  return layout(
    `Pay ${amount}`,
    `<h1>Pay ${escapeHtml(amount)}</h1>
<p>${escapeHtml(t.email)}</p>
${t.customerPaysFees ? `<p class="hint">Includes ${escapeHtml(formatNaira(paystackFee(t.requestedAmount)))} in payment fees.</p>` : ''}
<p class="hint">Paystack sandbox: no real money moves.</p>
${error ? `<p class="error" role="alert" id="form-error">${escapeHtml(error)}</p>` : ''}
${sections.join('\n')}
<p><a href="/checkout/${code}/cancel">Cancel payment</a></p>
${stillPayableCheck(code)}`,
  );
}

/**
 * As Paystack's checkout does: when the page is shown (loaded, or restored from the browser's
 * back/forward cache after the payment went through) it asks for the transaction's status, and a
 * payment no longer payable is shown as the server now draws it (complete, pending, closed)
 * instead of a form that offers to pay again.
 */
function stillPayableCheck(code: string): string {
  return `<script>
addEventListener('pageshow', function () {
  fetch('/checkout/${code}/state', { cache: 'no-store' })
    .then(function (r) { return r.ok ? r.json() : null; })
    .then(function (t) { if (t && ['ongoing', 'failed', 'abandoned'].indexOf(t.status) < 0) location.replace('/checkout/${code}'); })
    .catch(function () {});
});
</script>`;
}

/** A payment that went through: never payable again; back to the shop with its reference, as the redirect would have. */
export function paidPage(t: SandboxTransaction): string {
  const back = returnUrl(t.callbackUrl, t.reference);
  return layout(
    'This payment is complete',
    `<h1>This payment is complete</h1>
<p role="status">You paid ${escapeHtml(formatNaira(chargedAmount(t)))}. There is nothing more to pay on this page.</p>
${back ? `<p><a href="${escapeHtml(back)}">Return to the shop</a></p>` : ''}`,
  );
}

function returnUrl(callbackUrl: string | null, reference: string): string | null {
  if (!callbackUrl) return null;
  try {
    const target = new URL(callbackUrl);
    target.searchParams.set('trxref', reference);
    target.searchParams.set('reference', reference);
    return target.toString();
  } catch {
    return null;
  }
}

/** A bank transfer on its way: the page checks again every two seconds and returns to the shop when it has arrived. */
export function transferWaitingPage(t: SandboxTransaction): string {
  const code = encodeURIComponent(t.accessCode);
  return layout(
    'Waiting for your transfer',
    `<meta http-equiv="refresh" content="2;url=/checkout/${code}/status">
<h1>Waiting for your transfer</h1>
<p role="status">We are waiting for your transfer of ${escapeHtml(formatNaira(t.amount))} to arrive. This page updates by itself.</p>
<p><a href="/checkout/${code}/status">Check now</a></p>`,
  );
}

export function finishedPage(title: string, message: string, callbackUrl: string | null = null): string {
  const shop = shopUrl(callbackUrl);
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1><p role="status">${escapeHtml(message)}</p>${shop ? `<p><a href="${escapeHtml(shop)}">Return to the shop</a></p>` : ''}`,
  );
}

/** A declined card: nothing taken; the same checkout can be tried again, or the shopper goes back to the shop. */
export function declinedPage(t: SandboxTransaction): string {
  const shop = shopUrl(t.callbackUrl);
  return layout(
    'Payment declined',
    `<h1>Payment declined</h1>
<p role="status">Your card was declined. No money was taken.</p>
<p><a href="/checkout/${encodeURIComponent(t.accessCode)}">Try another card or payment method</a></p>
${shop ? `<p><a href="${escapeHtml(shop)}">Return to the shop</a></p>` : ''}`,
  );
}

export function cancelledPage(t: SandboxTransaction): string {
  return finishedPage('Payment cancelled', `You cancelled this payment of ${formatNaira(t.amount)}. No money was taken.`, t.callbackUrl);
}
