// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { findDropTarget } from './drop-target';
import { measureFrame } from './frame-measure';

/** A rendered page as the server writes it, with rectangles given per element (jsdom has no layout). */
function page(): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `
    <article class="block-page block-page--preview" data-top="0" data-h="600">
      <div class="block block--text" data-block-id="t1" data-top="0" data-h="100"><p>Hello</p></div>
      <div class="block block--columns" data-block-id="c1" data-top="100" data-h="300">
        <div class="columns-block"><div class="columns-block__column" data-slot="column-1" data-top="100" data-h="300" data-w="500">
          <div class="block block--image" data-block-id="i1" data-top="100" data-h="150" data-w="500"></div>
          <div class="block block--text" data-block-id="t2" data-top="250" data-h="150" data-w="500"></div>
        </div><div class="columns-block__column" data-slot="column-2" data-top="100" data-h="300" data-left="500" data-w="500"></div></div>
      </div>
      <div class="block block--section" data-block-id="s1" data-top="400" data-h="200">
        <div class="section-block"><div class="section-block__content" data-slot="content" data-top="420" data-h="160">
          <div class="block block--button" data-block-id="b1" data-top="420" data-h="60"></div>
        </div></div>
      </div>
    </article>`;
  for (const element of doc.querySelectorAll<HTMLElement>('[data-top]')) {
    const { top = '0', h = '0', left = '0', w = '1000' } = element.dataset;
    element.getBoundingClientRect = () =>
      ({ top: Number(top), left: Number(left), width: Number(w), height: Number(h) }) as DOMRect;
  }
  return doc;
}

describe('measuring the framed page', () => {
  test('finds the page list, each slot and each block with its list and index', () => {
    const measured = measureFrame(page());
    expect(measured?.lists.map((l) => [l.parentId, l.slot])).toEqual([
      [null, undefined],
      ['c1', 'column-1'],
      ['c1', 'column-2'],
      ['s1', 'content'],
    ]);
    expect(measured?.blocks.map((b) => [b.id, b.parentId, b.slot, b.index])).toEqual([
      ['t1', null, undefined, 0],
      ['c1', null, undefined, 1],
      ['i1', 'c1', 'column-1', 0],
      ['t2', 'c1', 'column-1', 1],
      ['s1', null, undefined, 2],
      ['b1', 's1', 'content', 0],
    ]);
  });

  test('with the hit test: the empty second column and the section take drops', () => {
    const { lists, blocks } = measureFrame(page())!;
    expect(findDropTarget(700, 200, lists, blocks, 't1')?.place).toEqual({
      parentId: 'c1',
      slot: 'column-2',
      index: 0,
    });
    expect(findDropTarget(300, 500, lists, blocks, 't1')?.place).toEqual({
      parentId: 's1',
      slot: 'content',
      index: 1,
    });
    expect(findDropTarget(300, 590, lists, blocks, 't1')?.place).toEqual({ parentId: null, index: 2 });
  });

  test('a frame without a block page measures nothing', () => {
    expect(measureFrame(document.implementation.createHTMLDocument('x'))).toBeNull();
  });
});
