import {
  archivePropsSchema,
  calendarBlockPropsSchema,
  contentSummaryPropsSchema,
  tagCloudPropsSchema,
  type ContentSummaryProps,
} from '@plinth/contracts/schemas';
import type { ContentItemContext } from '../content-context';
import type { BlockRenderArgs, BlockRenderer, ContentBlockData } from './block-render-context';
import { escapeAttr, escapeHtml } from './html';

/**
 * The Blog and Events blocks (issue 22 section 3): a summary of the latest posts or next events, an
 * archive by month, category or tag, a tag cloud, and an events page's month calendar. Server HTML
 * only, no script; the data comes from the page's loader (context.contentCollections).
 */

const collectionIdOf = (props: unknown) =>
  typeof props === 'object' &&
  props !== null &&
  'collectionId' in props &&
  typeof props.collectionId === 'string'
    ? props.collectionId
    : '';

const references: BlockRenderer['references'] = (block) => {
  const id = collectionIdOf(block.props);
  return id === '' ? {} : { contentCollectionIds: [id] };
};

/** The named collection's data, or null (none chosen, not a Blog or Events page, or not visible). */
function dataOf(args: BlockRenderArgs, collectionId: string): ContentBlockData | null {
  if (collectionId === '') return null;
  return args.context.contentCollections?.get(collectionId) ?? null;
}

/** What the editor's canvas says where a visitor sees nothing. */
function hint(args: BlockRenderArgs, text: string): string {
  return args.context.editorHints ? `<p class="content-block__hint">${escapeHtml(text)}</p>` : '';
}

function headingHtml(args: BlockRenderArgs, heading: string): { html: string; labelledBy: string } {
  if (heading === '') return { html: '', labelledBy: '' };
  const id = `content-block-${args.block.id}-heading`;
  return {
    html: `<h2 class="content-block__heading" id="${escapeAttr(id)}">${escapeHtml(heading)}</h2>`,
    labelledBy: ` aria-labelledby="${escapeAttr(id)}"`,
  };
}

function itemDate(item: ContentItemContext, data: ContentBlockData): string {
  const at = item.startDate ?? item.publishOn;
  const options: Intl.DateTimeFormatOptions =
    item.startDate !== undefined && !item.allDay
      ? { dateStyle: 'medium', timeStyle: 'short', timeZone: data.timeZone }
      : { dateStyle: 'long', timeZone: data.timeZone };
  return new Intl.DateTimeFormat(data.language, options).format(at);
}

function summaryItem(item: ContentItemContext, data: ContentBlockData, props: ContentSummaryProps): string {
  const image =
    props.showImage && item.assetUrl
      ? `<a class="content-summary__media" href="${escapeAttr(item.fullUrl)}" tabindex="-1" aria-hidden="true"><img src="${escapeAttr(item.assetUrl)}" alt="" loading="lazy" decoding="async"></a>`
      : '';
  const date = props.showDate
    ? `<p class="content-summary__date"><time datetime="${escapeAttr(new Date(item.startDate ?? item.publishOn).toISOString())}">${escapeHtml(itemDate(item, data))}</time></p>`
    : '';
  // The excerpt is owner HTML the server sanitised; a summary shows it as plain text.
  const excerptText = item.excerpt
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const excerpt =
    props.showExcerpt && excerptText !== ''
      ? `<p class="content-summary__excerpt">${escapeHtml(decodeEntities(excerptText))}</p>`
      : '';
  return (
    `<li class="content-summary__item">${image}<div class="content-summary__text">${date}` +
    `<h3 class="content-summary__title"><a href="${escapeAttr(item.fullUrl)}">${escapeHtml(item.title)}</a></h3>` +
    `${excerpt}</div></li>`
  );
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The sanitised excerpt's entities back to text (escaped again when printed). */
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

const contentSummary: BlockRenderer = {
  references,
  render: (args) => {
    const parsed = contentSummaryPropsSchema.safeParse(args.block.props);
    if (!parsed.success) return '';
    const props = parsed.data;
    const data = dataOf(args, props.collectionId);
    if (!data) return hint(args, 'Choose a Blog or Events page to show its latest items.');
    const items = data.items.slice(0, props.limit);
    const heading = headingHtml(args, props.heading);
    const label = heading.labelledBy || ` aria-label="${escapeAttr(data.title)}"`;
    const list =
      items.length === 0
        ? `<p class="content-summary__empty">${data.collectionType === 'events' ? 'No upcoming events.' : 'No posts yet.'}</p>`
        : `<ul class="content-summary__list content-summary--${props.layout}" role="list"${props.layout === 'carousel' ? ' tabindex="0"' : ''}${label}>${items.map((item) => summaryItem(item, data, props)).join('')}</ul>`;
    return (
      `<section class="content-summary"${label}>${heading.html}${list}` +
      `<p class="content-summary__more"><a href="${escapeAttr(data.fullUrl)}">${data.collectionType === 'events' ? 'All events' : 'All posts'}<span class="visually-hidden">: ${escapeHtml(data.title)}</span></a></p></section>`
    );
  },
};

function linkList(
  entries: readonly { name?: string; label?: string; url: string; count: number }[],
  showCounts: boolean,
  className: string,
): string {
  const items = entries.map((entry) => {
    const name = entry.name ?? entry.label ?? '';
    const count = showCounts ? ` <span class="${className}__count">(${entry.count})</span>` : '';
    return `<li><a href="${escapeAttr(entry.url)}">${escapeHtml(name)}</a>${count}</li>`;
  });
  return `<ul class="${className}__list" role="list">${items.join('')}</ul>`;
}

const archive: BlockRenderer = {
  references,
  render: (args) => {
    const parsed = archivePropsSchema.safeParse(args.block.props);
    if (!parsed.success) return '';
    const props = parsed.data;
    const data = dataOf(args, props.collectionId);
    if (!data) return hint(args, 'Choose a Blog or Events page for its archive.');
    const entries =
      props.groupBy === 'month' ? data.months : props.groupBy === 'category' ? data.categories : data.tags;
    if (entries.length === 0) return hint(args, 'Nothing to list yet.');
    const heading = headingHtml(args, props.heading);
    const label = heading.labelledBy || ` aria-label="Archive: ${escapeAttr(data.title)}"`;
    return `<nav class="content-archive"${label}>${heading.html}${linkList(entries, props.showCounts, 'content-archive')}</nav>`;
  },
};

const tagCloud: BlockRenderer = {
  references,
  render: (args) => {
    const parsed = tagCloudPropsSchema.safeParse(args.block.props);
    if (!parsed.success) return '';
    const props = parsed.data;
    const data = dataOf(args, props.collectionId);
    if (!data) return hint(args, 'Choose a Blog or Events page for its tags.');
    const terms = props.kind === 'category' ? data.categories : data.tags;
    if (terms.length === 0) return hint(args, 'Nothing to list yet.');
    const most = Math.max(...terms.map((term) => term.count));
    const heading = headingHtml(args, props.heading);
    const label =
      heading.labelledBy ||
      ` aria-label="${props.kind === 'category' ? 'Categories' : 'Tags'}: ${escapeAttr(data.title)}"`;
    // Five sizes by use, relative to the most used term.
    const items = terms.map((term) => {
      const size = most <= 1 ? 1 : 1 + Math.round(((term.count - 1) / (most - 1)) * 4);
      return `<li class="tag-cloud__term tag-cloud__term--${size}"><a href="${escapeAttr(term.url)}">${escapeHtml(term.name)}<span class="visually-hidden"> (${term.count})</span></a></li>`;
    });
    return `<nav class="tag-cloud"${label}>${heading.html}<ul class="tag-cloud__list" role="list">${items.join('')}</ul></nav>`;
  },
};

const calendar: BlockRenderer = {
  references,
  render: (args) => {
    const parsed = calendarBlockPropsSchema.safeParse(args.block.props);
    if (!parsed.success) return '';
    const data = dataOf(args, parsed.data.collectionId);
    const month = data?.calendar;
    if (!data || !month) return hint(args, 'Choose an Events page for its calendar.');
    const heading = headingHtml(args, parsed.data.heading);
    const head = month.weekdays
      .map(
        (day) => `<th scope="col"><abbr title="${escapeAttr(day.long)}">${escapeHtml(day.short)}</abbr></th>`,
      )
      .join('');
    const rows = month.weeks.map((week) => {
      const cells = week.days.map((day) => {
        if (!day.inMonth) return '<td class="calendar-block__cell calendar-block__cell--outside"></td>';
        const events = day.events
          .map((event) => `<li><a href="${escapeAttr(event.fullUrl)}">${escapeHtml(event.title)}</a></li>`)
          .join('');
        const classes = `calendar-block__cell${day.today ? ' calendar-block__cell--today' : ''}${day.events.length ? ' calendar-block__cell--busy' : ''}`;
        return `<td class="${classes}"><span class="visually-hidden">${escapeHtml(day.label)}</span><span class="calendar-block__day" aria-hidden="true">${day.day}</span>${events ? `<ul class="calendar-block__events" role="list">${events}</ul>` : ''}</td>`;
      });
      return `<tr>${cells.join('')}</tr>`;
    });
    return (
      `<section class="calendar-block"${heading.labelledBy || ` aria-label="${escapeAttr(data.title)}"`}>${heading.html}` +
      `<table class="calendar-block__table"><caption><a href="${escapeAttr(`${data.fullUrl}?view=calendar&month=${month.month}`)}">${escapeHtml(month.monthLabel)}</a></caption>` +
      `<thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table></section>`
    );
  },
};

export const CONTENT_RENDERERS = { contentSummary, archive, tagCloud, calendar } satisfies Record<
  string,
  BlockRenderer
>;
