import { formatServerSignUpMessage, SERVER_SIGN_UP_MESSAGES } from '@plinth/commerce';
import { RESTOCK_API } from '@plinth/contracts';

function e(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function page(siteName: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${e(SERVER_SIGN_UP_MESSAGES.restockUnsubscribeTitle)} · ${e(siteName)}</title></head>
<body>
<main>
<h1>${e(SERVER_SIGN_UP_MESSAGES.restockUnsubscribeTitle)}</h1>
${body}
</main>
</body>
</html>
`;
}

/**
 * The page an unsubscribe link opens: a question and a button that POSTs. Opening the link changes
 * nothing (mail scanners follow links); the button, or a mail program's one-click POST, does.
 */
export function unsubscribeConfirmPage(
  siteName: string,
  target: { email: string; productName: string },
  token: string,
): string {
  const question = formatServerSignUpMessage('restockUnsubscribeConfirm', {
    product: target.productName,
    email: target.email,
  });
  return page(
    siteName,
    `<form method="post" action="${e(RESTOCK_API.unsubscribe)}?token=${e(encodeURIComponent(token))}">
<p>${e(question)}</p>
<button type="submit">${e(SERVER_SIGN_UP_MESSAGES.restockUnsubscribeButton)}</button>
</form>`,
  );
}

export function unsubscribedPage(siteName: string, email: string): string {
  return page(
    siteName,
    `<p role="status">${e(formatServerSignUpMessage('restockUnsubscribed', { site: siteName, email }))}</p>`,
  );
}

export function unsubscribeInvalidPage(siteName: string): string {
  return page(siteName, `<p role="alert">${e(SERVER_SIGN_UP_MESSAGES.restockUnsubscribeInvalid)}</p>`);
}
