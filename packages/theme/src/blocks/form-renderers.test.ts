import type { PageDocument, PublicForm } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { blockPageAssets } from './block-assets';
import { formBlockPlacements } from './form-renderers';
import { collectBlockReferences } from './render-blocks';
import { renderOne, testRenderContext } from './render-test-context';

const form = { id: 'contact', name: 'Contact' } as PublicForm;
const forms = new Map([['contact', form]]);
const formBlock = (formId: string, heading = '') => ({ type: 'form', props: { formId, heading } }) as const;
const documentOf = (formId: string): PageDocument => ({
  version: 1,
  root: { props: {} },
  blocks: [{ id: 'b1', ...formBlock(formId) }],
});

describe('form block', () => {
  test('prints its heading and the site form island marker where the form goes', () => {
    const html = renderOne(formBlock('contact', 'Write <to> us'), testRenderContext({ forms }));
    expect(html).toContain('<h2 class="form-block__heading" id="form-b1-heading">Write &lt;to&gt; us</h2>');
    expect(html).toContain('aria-labelledby="form-b1-heading"');
    expect(html).toContain('<!--island:site-form-block-b1-->');
  });

  test('a form that is not chosen or no longer exists shows nothing to visitors and a hint in the editor', () => {
    for (const formId of ['', 'deleted']) {
      expect(renderOne(formBlock(formId), testRenderContext({ forms }))).not.toMatch(/island|form-block__/);
      expect(renderOne(formBlock(formId), testRenderContext({ forms, editorHints: true }))).toContain(
        'form-block__hint',
      );
    }
  });

  test('names its form for the loader, and places an island only for a form that exists', () => {
    expect(collectBlockReferences(documentOf('contact')).formIds).toEqual(['contact']);
    expect(collectBlockReferences(documentOf('')).formIds).toEqual([]);
    expect(formBlockPlacements(documentOf('contact'), forms)).toEqual([
      { marker: 'site-form-block-b1', blockId: 'b1', form },
    ]);
    expect(formBlockPlacements(documentOf('deleted'), forms)).toEqual([]);
  });

  test('brings the site form island and the forms stylesheet, only to pages with a form block', () => {
    const assets = blockPageAssets(documentOf('contact'));
    expect(assets.islands).toEqual(['site-form']);
    expect(assets.styles).toContain('/assets/theme/blocks-forms.css');
    const plain = blockPageAssets({ version: 1, root: { props: {} }, blocks: [] });
    expect(plain.islands).toEqual([]);
    expect(plain.styles).not.toContain('/assets/theme/blocks-forms.css');
  });
});
