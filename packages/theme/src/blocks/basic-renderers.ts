import {
  ALIGNMENTS,
  BASIC_LIMITS,
  BUTTON_STYLES,
  CODE_MODES,
  EMBED_RATIOS,
  HEADING_BLOCK_LEVELS,
  QUOTE_STYLES,
  RULE_STYLES,
  RULE_WIDTHS,
  SIZES,
  linkPropHref,
  stringProp,
  booleanProp,
} from '@plinth/contracts';
import { BASIC_LIST_RENDERERS } from './basic-list-renderers';
import type { BlockRenderer } from './block-render-context';
import { cleanEmbed, sanitizeEmbedHtml } from './embed-sanitize';
import { escapeAttr, escapeHtml } from './html';
import { richTextFromMarkdown } from './markdown-rich-text';
import { NEW_WINDOW_HINT, linkAttributes, linkReferences, readLinkProp, resolveLinkProp } from './link-href';
import { intWithin, oneOf } from './prop-read';
import { renderRichText, richTextHrefs } from './rich-text-html';

/** Text block (2/44): rich text. */
const text: BlockRenderer = {
  render: ({ block, context }) =>
    `<div class="rich-text">${renderRichText(stringProp(block.props, 'content'), context)}</div>`,
  references: (block) => linkReferences(richTextHrefs(stringProp(block.props, 'content'))),
};

/** Button (53): a link styled as a button; a link whose page or file is gone renders without href. */
const button: BlockRenderer = {
  render: ({ block, context }) => {
    const { props } = block;
    const link = resolveLinkProp(props.link, context);
    const classes = [
      'button-block__link',
      `button-block__link--${oneOf(props, 'style', BUTTON_STYLES, 'primary')}`,
      `button-block__link--${oneOf(props, 'size', SIZES, 'medium')}`,
    ].join(' ');
    const label = escapeHtml(stringProp(props, 'label', 'Learn more'));
    const opening = link ? linkAttributes(link) : ' aria-disabled="true"';
    const hint = link?.newWindow ? NEW_WINDOW_HINT : '';
    return `<div class="button-block button-block--${oneOf(props, 'alignment', ALIGNMENTS, 'left')}"><a class="${classes}"${opening}>${label}${hint}</a></div>`;
  },
  references: (block) => {
    const link = readLinkProp(block.props.link);
    return link ? linkReferences([linkPropHref(link)]) : {};
  },
};

/** Spacer (21): empty height. */
const spacer: BlockRenderer = {
  render: ({ block }) =>
    `<div class="spacer-block" style="height:${intWithin(block.props, 'height', BASIC_LIMITS.spacerHeight, 48)}px" aria-hidden="true"></div>`,
};

/** Horizontal rule (47). */
const horizontalRule: BlockRenderer = {
  render: ({ block }) => {
    const { props } = block;
    const style = oneOf(props, 'style', RULE_STYLES, 'solid');
    const width = oneOf(props, 'width', RULE_WIDTHS, 'full');
    const thickness = intWithin(props, 'thickness', BASIC_LIMITS.ruleThickness, 1);
    return `<hr class="rule-block rule-block--${style} rule-block--${width}" style="border-top-width:${thickness}px">`;
  },
};

/** Search (33): a plain GET form to /search, labelled, that works without JavaScript. */
const search: BlockRenderer = {
  render: ({ block }) => {
    const id = `search-block-${block.id}`;
    const placeholder = stringProp(block.props, 'placeholder');
    const button = stringProp(block.props, 'buttonLabel').trim() || 'Search';
    return (
      `<form class="search-block" role="search" method="get" action="/search">` +
      `<label class="visually-hidden" for="${escapeAttr(id)}">Search</label>` +
      `<input class="search-block__input" id="${escapeAttr(id)}" type="search" name="q" maxlength="200"` +
      ` autocomplete="off" enterkeyhint="search" placeholder="${escapeAttr(placeholder)}">` +
      `<button class="button button--primary search-block__button" type="submit">${escapeHtml(button)}</button>` +
      `</form>`
    );
  },
};

/** Heading (issue 24 §1): h1 to h4 with the theme's heading styles, aligned. */
const heading: BlockRenderer = {
  render: ({ block }) => {
    const { props } = block;
    const level = oneOf(props, 'level', HEADING_BLOCK_LEVELS, '2');
    const alignment = oneOf(props, 'alignment', ALIGNMENTS, 'left');
    return `<h${level} class="heading-block heading-block--${alignment}">${escapeHtml(stringProp(props, 'text'))}</h${level}>`;
  },
};

/** Quote (31): a figure with the quotation and its source. */
const quote: BlockRenderer = {
  render: ({ block }) => {
    const { props } = block;
    const paragraphs = stringProp(props, 'text')
      .split(/\r?\n\s*\r?\n/)
      .filter((part) => part.trim() !== '')
      .map((part) => `<p>${escapeHtml(part.trim()).replace(/\r?\n/g, '<br>')}</p>`)
      .join('');
    const source = stringProp(props, 'source').trim();
    const caption =
      source === '' ? '' : `<figcaption class="quote-block__source">${escapeHtml(source)}</figcaption>`;
    const style = oneOf(props, 'style', QUOTE_STYLES, 'classic');
    const alignment = oneOf(props, 'alignment', ALIGNMENTS, 'left');
    return `<figure class="quote-block quote-block--${style} quote-block--${alignment}"><blockquote class="quote-block__text">${paragraphs}</blockquote>${caption}</figure>`;
  },
};

/**
 * Code (23), seed 001's "Mode" and "Display Source": with Display Source, or in any mode but HTML
 * and Markdown, the code is shown as escaped source; HTML otherwise goes through the embed sanitiser
 * (never run); Markdown is read into rich text (markdown-rich-text.ts) and rendered as the text block is.
 */
const code: BlockRenderer = {
  render: ({ block, context }) => {
    const { props } = block;
    const source = stringProp(props, 'code');
    const mode = oneOf(props, 'mode', CODE_MODES, 'html');
    if (!booleanProp(props, 'displaySource', false)) {
      if (mode === 'html')
        return `<div class="code-block code-block--html">${sanitizeEmbedHtml(source)}</div>`;
      if (mode === 'markdown')
        return `<div class="code-block code-block--markdown rich-text">${renderRichText(richTextFromMarkdown(source), context)}</div>`;
      if (mode === 'plain') return `<div class="code-block code-block--text">${escapeHtml(source)}</div>`;
    }
    return `<pre class="code-block code-block--source" data-mode="${escapeAttr(mode)}"><code>${escapeHtml(source)}</code></pre>`;
  },
  references: (block) =>
    stringProp(block.props, 'mode') === 'markdown' && !booleanProp(block.props, 'displaySource', false)
      ? linkReferences(richTextHrefs(richTextFromMarkdown(stringProp(block.props, 'code'))))
      : {},
};

/** Embed (22): one https iframe sized by the block's shape, or cleaned HTML. */
const embed: BlockRenderer = {
  render: ({ block }) => {
    const { props } = block;
    const clean = cleanEmbed(stringProp(props, 'source'), stringProp(props, 'title'));
    if (clean.kind === 'empty') return '<div class="embed-block embed-block--empty"></div>';
    if (clean.kind === 'html') return `<div class="embed-block embed-block--html">${clean.html}</div>`;
    const ratio = oneOf(props, 'aspectRatio', EMBED_RATIOS, 'widescreen');
    return `<div class="embed-block embed-block--frame embed-block--${ratio}">${clean.html}</div>`;
  },
};

export const BASIC_RENDERERS = {
  text,
  heading,
  button,
  spacer,
  horizontalRule,
  quote,
  search,
  code,
  embed,
  ...BASIC_LIST_RENDERERS,
} satisfies Record<string, BlockRenderer>;
