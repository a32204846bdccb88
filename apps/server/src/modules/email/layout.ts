import type { EmailBrand } from './brand';
import { escapeHtml as e } from './html-escape';

/** One email as sent: subject, HTML and the plain-text alternative. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** A call to action: a button in HTML, the bare URL on its own line in plain text. */
export interface EmailAction {
  label: string;
  url: string;
}

export interface EmailContent {
  subject: string;
  heading: string;
  /** Paragraphs of plain text (escaped here). */
  paragraphs: string[];
  action?: EmailAction;
  /** Small print under the action. */
  note?: string;
}

/**
 * The one layout of every email: the site's name in its accent colour, the heading, the paragraphs, an
 * optional button, a note. Tables and inline styles, which mail programs render; every text is escaped.
 */
export function renderEmailLayout(brand: EmailBrand, content: EmailContent): RenderedEmail {
  const c = brand.colors;
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${c.text}">${e(p)}</p>`)
    .join('\n');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${e(content.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${c.accent};color:${c.accentContrast};font-weight:600;text-decoration:none">${e(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${c.muted}">Or open this link: <a href="${e(content.action.url)}" style="color:${c.accent};word-break:break-all">${e(content.action.url)}</a></p>`
    : '';
  const note = content.note
    ? `<p style="margin:0;font-size:13px;line-height:1.5;color:${c.muted}">${e(content.note)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${c.background};font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${c.background}">
<tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid ${c.border};border-radius:10px">
<tr><td style="padding:20px 28px;border-bottom:1px solid ${c.border};font-size:18px;font-weight:700;color:${c.accent}">${e(brand.siteName)}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${c.text}">${e(content.heading)}</h1>
${paragraphs}
${action}
${note}
</td></tr>
<tr><td style="padding:16px 28px;background:${c.surface};border-top:1px solid ${c.border};border-radius:0 0 10px 10px;font-size:12px;color:${c.muted}">Sent by ${e(brand.siteName)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    brand.siteName,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.note ? [content.note, ''] : []),
    '--',
    `Sent by ${brand.siteName}`,
    '',
  ].join('\n');
  return { subject: content.subject, html, text };
}
