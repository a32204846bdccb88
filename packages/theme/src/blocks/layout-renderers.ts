import {
  COLUMN_COUNT,
  COLUMN_WIDTHS,
  CONTENT_WIDTHS,
  GAPS,
  HEX_COLOR_PATTERN,
  LINK_ID_PATTERN,
  OVERLAY,
  PADDINGS,
  TEXT_COLORS,
  VERTICAL_ALIGNS,
  columnFractions,
  columnSlots,
  isDarkColour,
  linkUrlProblem,
  stringProp,
} from '@plinth/contracts';
import type { BlockRenderer } from './block-render-context';
import { escapeAttr } from './html';
import { intWithin, oneOf } from './prop-read';

/**
 * Columns: a grid of column-1 … column-N slots, widths from the preset as fr fractions (a preset that
 * does not fit the count falls back to equal). blocks-basic.css stacks them on phones.
 */
const columns: BlockRenderer = {
  render: ({ block, renderSlot }) => {
    const { props } = block;
    const count = intWithin(props, 'count', COLUMN_COUNT, 2);
    const fractions =
      columnFractions(oneOf(props, 'widths', COLUMN_WIDTHS, 'equal'), count) ??
      columnFractions('equal', count) ??
      [];
    const template = fractions.map((part) => `minmax(0,${part}fr)`).join(' ');
    const classes = [
      'columns-block',
      `columns-block--gap-${oneOf(props, 'gap', GAPS, 'medium')}`,
      `columns-block--align-${oneOf(props, 'verticalAlign', VERTICAL_ALIGNS, 'top')}`,
    ].join(' ');
    const cells = columnSlots(count)
      .map((slot) => `<div class="columns-block__column" data-slot="${slot}">${renderSlot(slot)}</div>`)
      .join('');
    return `<div class="${classes}" style="--columns-template:${template}">${cells}</div>`;
  },
};

/** Light or dark text for a section: the owner's choice, or seed 001's dark-colour rule. */
function sectionText(props: Parameters<typeof stringProp>[0], background: string, hasImage: boolean): string {
  const choice = oneOf(props, 'textColor', TEXT_COLORS, 'auto');
  if (choice !== 'auto') return choice;
  const overlay = intWithin(props, 'overlay', OVERLAY, 40);
  // Over a photo the colour covers little: assume the photo is mid-toned and write light text on it.
  if (hasImage && (background === '' || overlay < 50)) return 'light';
  const dark = isDarkColour(background);
  return dark === null ? 'inherit' : dark ? 'light' : 'dark';
}

/**
 * Section: a band with a background colour, optionally an image under it (an <img>, so it gets lazy
 * loading and no CSS url() built from data), padding and a content width around its content slot.
 */
const section: BlockRenderer = {
  render: ({ block, context, renderSlot, aboveTheFold }) => {
    const { props } = block;
    const colour = stringProp(props, 'background');
    const background = HEX_COLOR_PATTERN.test(colour) ? colour.toLowerCase() : '';
    const imageId = stringProp(props, 'backgroundImageId');
    const file = imageId === '' ? undefined : context.files.get(imageId);
    const image =
      file && file.contentType.startsWith('image/') && linkUrlProblem(file.url) === null ? file : undefined;
    const overlay = intWithin(props, 'overlay', OVERLAY, 40);
    const layers: string[] = [];
    if (image) {
      const srcset = image.variants
        .filter((variant) => linkUrlProblem(variant.url) === null)
        .map((variant) => `${escapeAttr(variant.url)} ${variant.width}w`)
        .join(', ');
      layers.push(
        `<img class="section-block__image" src="${escapeAttr(image.url)}"${srcset === '' ? '' : ` srcset="${srcset}" sizes="100vw"`} alt=""${image.width && image.height ? ` width="${image.width}" height="${image.height}"` : ''} loading="${aboveTheFold ? 'eager' : 'lazy'}" decoding="async">`,
      );
      if (background !== '')
        layers.push(
          `<div class="section-block__overlay" style="background-color:${background};opacity:${overlay / 100}"></div>`,
        );
    }
    const style = background !== '' && !image ? ` style="background-color:${background}"` : '';
    const classes = [
      'section-block',
      `section-block--pad-${oneOf(props, 'padding', PADDINGS, 'large')}`,
      `section-block--text-${sectionText(props, background, image !== undefined)}`,
      image ? 'section-block--image' : '',
    ]
      .filter(Boolean)
      .join(' ');
    const width = oneOf(props, 'contentWidth', CONTENT_WIDTHS, 'wide');
    return `<div class="${classes}"${style}>${layers.join('')}<div class="section-block__content section-block__content--${width}" data-slot="content">${renderSlot('content')}</div></div>`;
  },
  references: (block) => {
    const imageId = stringProp(block.props, 'backgroundImageId');
    return LINK_ID_PATTERN.test(imageId) ? { fileIds: [imageId] } : {};
  },
};

export const LAYOUT_RENDERERS = { columns, section } satisfies Record<string, BlockRenderer>;
