import sanitizeHtml from 'sanitize-html';
import { escapeAttr } from './html';

/**
 * Embed HTML made inert (embed block 22, and the code block in HTML mode). The owner's paste is stored
 * as given and cleaned here on every render, so a better rule later also cleans old pages. A tight
 * allowlist: text formatting, links, https images and https iframes; no script, style, object, form,
 * on* attribute, style attribute, or any scheme but http(s), mailto and tel. Every iframe is rebuilt
 * as our own: sandboxed, titled, lazy.
 */
const FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms allow-presentation';

const TEXT_TAGS = ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 's', 'small', 'sub', 'sup', 'span', 'div', 'hr'];
const BLOCK_TAGS = ['h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'figure', 'figcaption'];
const TABLE_TAGS = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

function options(fallbackTitle: string): sanitizeHtml.IOptions {
  return {
    allowedTags: [...TEXT_TAGS, ...BLOCK_TAGS, ...TABLE_TAGS, 'a', 'img', 'iframe'],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
      iframe: [
        'src',
        'title',
        'width',
        'height',
        'sandbox',
        'loading',
        'referrerpolicy',
        'allowfullscreen',
        'class',
      ],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      ol: ['start'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    allowIframeRelativeUrls: false,
    disallowedTagsMode: 'discard',
    // The attributes below are rebuilt, never copied: an owner's sandbox="allow-top-navigation" is dropped.
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...(attribs.href === undefined ? {} : { href: attribs.href }),
          ...(attribs.title === undefined ? {} : { title: attribs.title }),
          ...(attribs.target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
        },
      }),
      img: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...pick(attribs, ['src', 'alt', 'width', 'height']),
          alt: attribs.alt ?? '',
          loading: 'lazy',
          decoding: 'async',
        },
      }),
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...pick(attribs, ['src', 'width', 'height']),
          title: attribs.title?.trim() || fallbackTitle,
          class: 'embed-block__frame',
          sandbox: FRAME_SANDBOX,
          loading: 'lazy',
          referrerpolicy: 'strict-origin-when-cross-origin',
          allowfullscreen: '',
        },
      }),
    },
    // An iframe or image whose src was refused would be an empty box, and a relative one would
    // request a URL of this site: only absolute https sources stay.
    exclusiveFilter: (frame) =>
      (frame.tag === 'iframe' || frame.tag === 'img') && !/^https:\/\//i.test(frame.attribs.src ?? ''),
  };
}

function pick(attribs: Record<string, string>, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = attribs[name];
    if (value !== undefined && (name !== 'width' && name !== 'height' ? true : /^\d{1,4}%?$/.test(value)))
      out[name] = value;
  }
  return out;
}

/** Embed or code HTML, cleaned. `title` names iframes that carry no title of their own. */
export function sanitizeEmbedHtml(html: string, title = 'Embedded content'): string {
  return sanitizeHtml(html, options(title));
}

export interface CleanEmbed {
  /** One iframe and nothing else: the renderer sizes it by the block's aspect ratio. */
  kind: 'frame' | 'html' | 'empty';
  html: string;
}

/** An https address alone becomes an iframe of it; anything else is HTML to clean. */
export function cleanEmbed(source: string, title: string): CleanEmbed {
  const trimmed = source.trim();
  const fallback = title.trim() || 'Embedded content';
  const input = /^https:\/\/[^\s<>"]+$/i.test(trimmed)
    ? `<iframe src="${escapeAttr(trimmed)}" title="${escapeAttr(fallback)}"></iframe>`
    : trimmed;
  const html = sanitizeEmbedHtml(input, fallback).trim();
  if (html === '') return { kind: 'empty', html };
  return { kind: /^<iframe\b[^<]*><\/iframe>$/.test(html) ? 'frame' : 'html', html };
}
