import { BLOCK_DEFINITIONS, type PageBlock } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { collectBlockReferences } from './render-blocks';
import { renderOne, testRenderContext } from './render-test-context';

const spacer = (id: string): PageBlock => ({ id, type: 'spacer', props: { height: 8 } });
const spacerHtml = (id: string) =>
  `<div class="block block--spacer" data-block-id="${id}"><div class="spacer-block" style="height:8px" aria-hidden="true"></div></div>`;

describe('columns', () => {
  test('one cell per column slot, widths from the preset, classes for gap and alignment', () => {
    const html = renderOne({
      type: 'columns',
      props: { count: 3, widths: '1-2-1', gap: 'large', verticalAlign: 'center' },
      slots: { 'column-1': [spacer('s1')], 'column-3': [spacer('s3')] },
    });
    expect(html).toBe(
      '<div class="block block--columns" data-block-id="b1">' +
        '<div class="columns-block columns-block--gap-large columns-block--align-center" style="--columns-template:minmax(0,1fr) minmax(0,2fr) minmax(0,1fr)">' +
        `<div class="columns-block__column" data-slot="column-1">${spacerHtml('s1')}</div>` +
        '<div class="columns-block__column" data-slot="column-2"></div>' +
        `<div class="columns-block__column" data-slot="column-3">${spacerHtml('s3')}</div>` +
        '</div></div>',
    );
  });

  test('a preset that does not fit the count, or a hostile value, falls back to equal columns', () => {
    const html = renderOne({
      type: 'columns',
      props: { count: 2, widths: '1-2-1;background:red', gap: 'x', verticalAlign: 'y' },
    });
    expect(html).toContain(
      'class="columns-block columns-block--gap-medium columns-block--align-top" style="--columns-template:minmax(0,1fr) minmax(0,1fr)"',
    );
    expect(
      renderOne({
        type: 'columns',
        props: { ...BLOCK_DEFINITIONS.columns.defaults(), count: 4, widths: '1-2' },
      }),
    ).toContain('--columns-template:minmax(0,1fr) minmax(0,1fr) minmax(0,1fr) minmax(0,1fr)"');
  });
});

describe('section', () => {
  const defaults = BLOCK_DEFINITIONS.section.defaults();

  test('a background colour, padding and content width around its content slot', () => {
    const html = renderOne({
      type: 'section',
      props: { ...defaults, background: '#F5F1EA', padding: 'small', contentWidth: 'narrow' },
      slots: { content: [spacer('s1')] },
    });
    expect(html).toBe(
      '<div class="block block--section" data-block-id="b1">' +
        '<div class="section-block section-block--pad-small section-block--text-dark" style="background-color:#f5f1ea">' +
        `<div class="section-block__content section-block__content--narrow" data-slot="content">${spacerHtml('s1')}</div>` +
        '</div></div>',
    );
  });

  test('text colour: light on a dark colour by the 0.65 × 256 rule, the owner’s choice otherwise', () => {
    expect(renderOne({ type: 'section', props: { ...defaults, background: '#2c4a3f' } })).toContain(
      'section-block--text-light',
    );
    expect(renderOne({ type: 'section', props: { ...defaults, background: '#a7a7a7' } })).toContain(
      'section-block--text-dark',
    );
    expect(
      renderOne({ type: 'section', props: { ...defaults, background: '#2c4a3f', textColor: 'dark' } }),
    ).toContain('section-block--text-dark');
    expect(renderOne({ type: 'section', props: { ...defaults, background: '' } })).toContain(
      'section-block--text-inherit',
    );
  });

  test('a background image is an <img> with srcset under a colour overlay, lazy below the fold', () => {
    const props = { ...defaults, background: '#000000', backgroundImageId: 'f1', overlay: 60 };
    const html = renderOne({ type: 'section', props });
    expect(html).toContain(
      '<img class="section-block__image" src="/assets/uploads/w1/f1.jpg" srcset="/assets/uploads/w1/f1-500.webp 500w, /assets/uploads/w1/f1-1000.webp 1000w" sizes="100vw" alt="" width="2000" height="1200" loading="lazy" decoding="async">' +
        '<div class="section-block__overlay" style="background-color:#000000;opacity:0.6"></div>',
    );
    expect(html).toContain('section-block--text-light section-block--image');
    expect(html).not.toContain('style="background-color:#000000"><');
    expect(renderOne({ type: 'section', props }, testRenderContext({ eagerBlocks: 1 }))).toContain(
      'loading="eager"',
    );
    expect(
      collectBlockReferences({
        version: 1,
        root: { props: {} },
        blocks: [{ id: 's', type: 'section', props }],
      }).fileIds,
    ).toEqual(['f1']);
  });

  test('a missing or non-image file, and hostile colours, are left out', () => {
    for (const backgroundImageId of ['gone', 'doc1'])
      expect(renderOne({ type: 'section', props: { ...defaults, backgroundImageId } })).not.toContain('<img');
    const html = renderOne({
      type: 'section',
      props: { ...defaults, background: 'red;background-image:url(javascript:x)' },
    });
    expect(html).not.toMatch(/style=|javascript/);
  });
});
