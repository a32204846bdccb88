import {
  LINK_TYPES,
  linkPropHref,
  linkPropProblem,
  linkUrlProblem,
  referenceHref,
  type LinkProp,
  type PropValue,
} from '@plinth/contracts';
import type { BlockRenderContext } from './block-render-context';
import { escapeAttr } from './html';

/** A link ready to print: an href that cannot run script, and whether it opens a new window. */
export interface ResolvedLink {
  href: string;
  newWindow: boolean;
}

type Lookup = Pick<BlockRenderContext, 'files' | 'pageUrls'>;

/**
 * An href as a rich-text link mark or linkPropHref stores it, made printable: page:{id} and file:{id}
 * become the page's or file's current URL, anything else must pass linkUrlProblem. Null when the page
 * or file is gone or the href is not allowed: the text then renders without a link.
 */
export function resolveHref(href: string, context: Lookup): string | null {
  const reference = referenceHref(href);
  if (reference) {
    const url =
      reference.kind === 'page' ? context.pageUrls.get(reference.id) : context.files.get(reference.id)?.url;
    return url !== undefined && linkUrlProblem(url) === null ? url : null;
  }
  return linkUrlProblem(href) === null ? href : null;
}

/** A link prop read loosely (a stored document is untrusted), or null when it is not one. */
export function readLinkProp(value: PropValue | undefined): LinkProp | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const type = value.type;
  if (typeof type !== 'string' || !(LINK_TYPES as readonly string[]).includes(type)) return null;
  const text = (name: string) => {
    const field = value[name];
    return typeof field === 'string' ? field : '';
  };
  const newWindow = value.newWindow === true;
  const link: LinkProp =
    type === 'page'
      ? { type, pageId: text('pageId'), newWindow }
      : type === 'file'
        ? { type, fileId: text('fileId'), newWindow }
        : type === 'phone'
          ? { type, phone: text('phone'), newWindow }
          : type === 'email'
            ? {
                type,
                email: text('email'),
                subject: text('subject'),
                cc: text('cc'),
                bcc: text('bcc'),
                body: text('body'),
                newWindow,
              }
            : { type: 'web', url: text('url'), newWindow };
  return linkPropProblem(link) === null ? link : null;
}

export function resolveLinkProp(value: PropValue | undefined, context: Lookup): ResolvedLink | null {
  const link = readLinkProp(value);
  if (!link) return null;
  const href = resolveHref(linkPropHref(link), context);
  return href === null ? null : { href, newWindow: link.newWindow };
}

/** ` href="…"`, plus target and rel when it opens a new window (noopener: the new page gets no opener). */
export function linkAttributes(link: ResolvedLink): string {
  const target = link.newWindow ? ' target="_blank" rel="noopener"' : '';
  return ` href="${escapeAttr(link.href)}"${target}`;
}

/** The page and file ids behind a link prop or an href, for the loader (BlockRenderer.references). */
export function linkReferences(hrefs: readonly string[]): { pageIds: string[]; fileIds: string[] } {
  const pageIds: string[] = [];
  const fileIds: string[] = [];
  for (const href of hrefs) {
    const reference = referenceHref(href);
    if (reference?.kind === 'page') pageIds.push(reference.id);
    if (reference?.kind === 'file') fileIds.push(reference.id);
  }
  return { pageIds, fileIds };
}

/** Said after a link's words when it opens a new window, for screen-reader users. */
export const NEW_WINDOW_HINT = '<span class="visually-hidden"> (opens in a new window)</span>';
