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

/** One row of an amounts table: an item (with its options under it) or a total. */
export interface EmailAmountRow {
  label: string;
  /** Small text under the label ("Size: S, Color: Sand"). */
  detail?: string;
  value: string;
  /** An item's picture, absolute: a small square beside the label (decorative: alt=""); HTML only. */
  imageUrl?: string;
  /** The grand total: bold, with a rule above it. */
  strong?: boolean;
}

/** A titled block of lines, e.g. an address. */
export interface EmailSection {
  title: string;
  lines: string[];
}

export interface EmailContent {
  subject: string;
  heading: string;
  /** Paragraphs of plain text (escaped here). */
  paragraphs: string[];
  /** A plain link after the paragraphs (a parcel's tracking page), besides the button. */
  link?: EmailAction;
  /** Rows of amounts after the paragraphs (an order's items), then its totals. */
  items?: EmailAmountRow[];
  totals?: EmailAmountRow[];
  sections?: EmailSection[];
  action?: EmailAction;
  /** Small print under the action. */
  note?: string;
  /** A link in the footer that stops these emails (restock notices): label and URL. */
  unsubscribe?: EmailAction;
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
  const link = content.link
    ? `<p style="margin:0 0 16px;font-size:16px;line-height:1.5"><a href="${e(content.link.url)}" style="color:${c.accent};font-weight:600">${e(content.link.label)}</a></p>`
    : '';
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${e(content.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${c.accent};color:${c.accentContrast};font-weight:600;text-decoration:none">${e(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${c.muted}">Or open this link: <a href="${e(content.action.url)}" style="color:${c.accent};word-break:break-all">${e(content.action.url)}</a></p>`
    : '';
  const details = [
    amountsHtml(content.items ?? [], c, true),
    amountsHtml(content.totals ?? [], c, false),
    ...(content.sections ?? []).map(
      (section) =>
        `<p style="margin:16px 0 4px;font-size:13px;font-weight:600;text-transform:uppercase;letter-spacing:0.04em;color:${c.muted}">${e(section.title)}</p>
<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:${c.text}">${section.lines.map(e).join('<br>')}</p>`,
    ),
  ]
    .filter(Boolean)
    .join('\n');
  const note = content.note
    ? `<p style="margin:0;font-size:13px;line-height:1.5;color:${c.muted}">${e(content.note)}</p>`
    : '';
  const unsubscribe = content.unsubscribe
    ? ` · <a href="${e(content.unsubscribe.url)}" style="color:${c.muted}">${e(content.unsubscribe.label)}</a>`
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
${link}
${details}
${action}
${note}
</td></tr>
<tr><td style="padding:16px 28px;background:${c.surface};border-top:1px solid ${c.border};border-radius:0 0 10px 10px;font-size:12px;color:${c.muted}">Sent by ${e(brand.siteName)}${unsubscribe}</td></tr>
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
    ...(content.link ? [`${content.link.label}: ${content.link.url}`, ''] : []),
    ...amountsText(content.items ?? []),
    ...amountsText(content.totals ?? []),
    ...(content.sections ?? []).flatMap((section) => [`${section.title}:`, ...section.lines, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.note ? [content.note, ''] : []),
    '--',
    `Sent by ${brand.siteName}`,
    ...(content.unsubscribe ? [`${content.unsubscribe.label}: ${content.unsubscribe.url}`] : []),
    '',
  ].join('\n');
  return { subject: content.subject, html, text };
}

/** Items (a rule under each) or totals (the strong one ruled above) as a two-column table. */
function amountsHtml(rows: readonly EmailAmountRow[], c: EmailBrand['colors'], items: boolean): string {
  if (rows.length === 0) return '';
  const cells = rows
    .map((row) => {
      const rule = items
        ? `border-bottom:1px solid ${c.border};`
        : row.strong
          ? `border-top:1px solid ${c.border};`
          : '';
      const weight = row.strong ? 'font-weight:700;' : '';
      const pad = items || row.strong ? '10px' : '4px';
      const detail = row.detail
        ? `<br><span style="font-size:13px;color:${c.muted}">${e(row.detail)}</span>`
        : '';
      const label = row.imageUrl
        ? `<table role="presentation" cellpadding="0" cellspacing="0"><tr><td width="48" style="padding:0 12px 0 0;vertical-align:top"><img src="${e(row.imageUrl)}" width="48" height="48" alt="" style="display:block;width:48px;height:48px;object-fit:cover;border-radius:4px;border:0"></td><td style="font-size:15px;line-height:1.4;color:${c.text};${weight}vertical-align:top">${e(row.label)}${detail}</td></tr></table>`
        : `${e(row.label)}${detail}`;
      return `<tr><td style="padding:${pad} 0;${rule}${weight}font-size:15px;line-height:1.4;color:${c.text}">${label}</td><td align="right" style="padding:${pad} 0 ${pad} 12px;${rule}${weight}font-size:15px;line-height:1.4;color:${c.text};white-space:nowrap;vertical-align:top">${e(row.value)}</td></tr>`;
    })
    .join('\n');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px">\n${cells}\n</table>`;
}

/** The same rows in plain text: "label: value", the detail indented under it, a blank line after. */
function amountsText(rows: readonly EmailAmountRow[]): string[] {
  if (rows.length === 0) return [];
  return [
    ...rows.flatMap((row) => [`${row.label}: ${row.value}`, ...(row.detail ? [`  ${row.detail}`] : [])]),
    '',
  ];
}
