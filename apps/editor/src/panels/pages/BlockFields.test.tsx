// @vitest-environment jsdom
import {
  BLOCK_DEFINITIONS,
  type BlockProps,
  type BlockType,
  type SitePageSummary,
  type TermWithCount,
} from '@plinth/contracts';
import type { MockRoute } from '@plinth/contracts/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeXhr } from '../../../test/fixtures/fake-xhr';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { sitePageDetail } from '../../../test/fixtures/site-page';
import { BlockFields } from './BlockFields';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function page(id: string, title: string, collectionType: SitePageSummary['collectionType']): SitePageSummary {
  const { document: _document, ...summary } = sitePageDetail({ id, title, slug: id, collectionType });
  return summary;
}

const PAGES = [
  page('about', 'About us', null),
  page('journal', 'Journal', 'blog'),
  page('events', 'What’s on', 'events'),
  page('shop', 'Shop', null),
];

function term(id: string, name: string, counts: Partial<TermWithCount> = {}): TermWithCount {
  return { id, name, slug: id, kind: 'category', parentId: null, itemCount: 0, productCount: 1, ...counts };
}

const CATEGORIES: MockRoute = {
  url: '/config/api/terms',
  body: {
    kind: 'category',
    terms: [
      term('home', 'Home & Living', { productCount: 0 }),
      term('kitchen', 'Kitchen', { parentId: 'home', productCount: 2 }),
      term('news', 'News', { itemCount: 4, productCount: 0 }),
      term('gifts', 'Gifts', { productCount: 3 }),
      term('new-range', 'New range', { productCount: 0 }),
    ],
  },
};

async function renderFields(
  type: BlockType,
  initial: BlockProps,
  pages: readonly SitePageSummary[] = PAGES,
  routes: MockRoute[] = [CATEGORIES],
) {
  const changes: [string, unknown][] = [];
  function Harness() {
    const [props, setProps] = useState<BlockProps>({ ...BLOCK_DEFINITIONS[type].defaults(), ...initial });
    return (
      <main>
        <h1>Block settings</h1>
        <BlockFields
          fields={BLOCK_DEFINITIONS[type].fields}
          props={props}
          pages={pages}
          onChange={(change) => {
            changes.push([change.name, change.value]);
            setProps((p) => ({ ...p, [change.name]: change.value as never }));
          }}
        />
      </main>
    );
  }
  const rendered = await renderSignedIn(<Harness />, routes);
  return { ...rendered, changes };
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('BlockFields: "Blog or Events page" (kind contentCollection)', () => {
  test('lists only Blog and Events pages; a choice sets collectionId', async () => {
    const { changes } = await renderFields('contentSummary', {});
    const select = screen.getByRole('combobox', { name: 'Blog or Events page' });
    expect(optionTexts(select)).toEqual(['Choose a page', 'Journal', 'What’s on']);
    fireEvent.change(select, { target: { value: 'journal' } });
    expect(changes).toContainEqual(['collectionId', 'journal']);
  });

  test('the Calendar block’s Events page lists only Events pages', async () => {
    await renderFields('calendar', {});
    expect(optionTexts(screen.getByRole('combobox', { name: 'Events page' }))).toEqual([
      'Choose a page',
      'What’s on',
    ]);
  });

  test('without any, it says to add one first; a chosen page that is gone says so', async () => {
    await renderFields('archive', {}, [PAGES[0]!]);
    expect(screen.queryByRole('combobox', { name: 'Blog or Events page' })).toBeNull();
    expect(screen.getByText('Add a Blog or Events page first (Pages, Add page).')).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();
    await renderFields('calendar', {}, [PAGES[1]!]);
    expect(screen.getByText('Add an Events page first (Pages, Add page).')).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();
    await renderFields('tagCloud', { collectionId: 'about' });
    const select = screen.getByRole('combobox', { name: 'Blog or Events page' });
    expect((select as HTMLSelectElement).value).toBe('about');
    expect(
      screen.getByText('This page is no longer a Blog or Events page of the site. Choose another.'),
    ).toBeTruthy();
  });
});

describe('BlockFields: the Product summary’s Category (kind productCategory)', () => {
  test('All products, then the product categories in order with subcategories under their parent', async () => {
    const { changes } = await renderFields('summary', {});
    const select = await screen.findByRole('combobox', { name: 'Category' });
    await vi.waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    // "News" holds only posts: it is no product category.
    expect(optionTexts(select)).toEqual([
      'All products',
      'Home & Living',
      'Home & Living › Kitchen',
      'Gifts',
      'New range',
    ]);
    fireEvent.change(select, { target: { value: 'kitchen' } });
    expect(changes).toEqual([['categoryId', 'kitchen']]);
    fireEvent.change(select, { target: { value: '' } });
    expect(changes.at(-1)).toEqual(['categoryId', '']);
  });

  test('a removed category stays chosen and says it is gone', async () => {
    await renderFields('summary', { categoryId: 'gone' });
    expect(
      await screen.findByText('This category no longer exists. Choose another, or All products.'),
    ).toBeTruthy();
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Category' });
    expect(select.value).toBe('gone');
    expect(select.selectedOptions[0]?.textContent).toBe('A removed category');
  });

  test('no categories yet, and a failed load with Retry', async () => {
    await renderFields('summary', {}, PAGES, [
      { url: '/config/api/terms', body: { kind: 'category', terms: [] } },
    ]);
    expect(
      await screen.findByText('No product categories yet: name them in a product’s Categories and tags.'),
    ).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();
    await renderFields('summary', {}, PAGES, [
      { url: '/config/api/terms', status: 500, body: { code: 'INTERNAL', message: 'Internal error' } },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unable to load the categories.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('BlockFields: a gallery shows only the settings of its design (issue 24 §6)', () => {
  /** A control whose label is `label` (a number's may add its unit: "Carousel image width (px)"). */
  const shown = (label: string) => screen.queryByLabelText(new RegExp(`^${label}( \\(|$)`)) !== null;

  test('Grid: images per row, no slideshow or carousel settings; Slideshow and Carousel: theirs', async () => {
    const { changes } = await renderFields('gallery', { design: 'grid' });
    expect(shown('Images per row')).toBe(true);
    for (const label of [
      'Autoplay',
      'Controls',
      'Thumbnails',
      'Carousel image width',
      'Active slide alignment',
    ])
      expect([label, shown(label)]).toEqual([label, false]);
    // What every design has stays.
    expect(shown('Lightbox')).toBe(true);
    expect(shown('Aspect ratio')).toBe(true);

    fireEvent.change(screen.getByLabelText('Design'), { target: { value: 'slideshow' } });
    expect(changes.at(-1)).toEqual(['design', 'slideshow']);
    for (const label of [
      'Autoplay',
      'Controls',
      'Thumbnails',
      'Thumbnail strip height',
      'Active slide alignment',
    ])
      expect([label, shown(label)]).toEqual([label, true]);
    expect(shown('Images per row')).toBe(false);
    expect(shown('Carousel image width')).toBe(false);

    fireEvent.change(screen.getByLabelText('Design'), { target: { value: 'slider' } });
    expect(shown('Carousel image width')).toBe(true);
    expect(shown('Thumbnails')).toBe(false);

    fireEvent.change(screen.getByLabelText('Design'), { target: { value: 'stacked' } });
    for (const label of ['Autoplay', 'Images per row', 'Carousel image width', 'Thumbnails'])
      expect([label, shown(label)]).toEqual([label, false]);
  });
});

const png = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });
const uploaded = (id: string, fileName: string) => ({
  status: 201,
  body: {
    id,
    url: `/assets/uploads/site1/${id}.png`,
    fileName,
    contentType: 'image/png',
    size: 3,
    width: 40,
    height: 30,
  },
});

describe('BlockFields: files go straight in (issue 24 §2)', () => {
  test('a gallery takes three chosen files in one step: one image each, in the order chosen', async () => {
    const sent = fakeXhr([uploaded('f1', 'a.png'), uploaded('f2', 'b.png'), uploaded('f3', 'c.png')]);
    const { changes } = await renderFields('gallery', {});
    const input = screen.getByLabelText<HTMLInputElement>('Upload images');
    expect(input.multiple).toBe(true);
    fireEvent.change(input, { target: { files: [png('a.png'), png('b.png'), png('c.png')] } });
    await waitFor(() => expect(changes.filter(([name]) => name === 'images')).toHaveLength(1));
    const [, images] = changes.find(([name]) => name === 'images')!;
    expect((images as { fileId: string }[]).map((image) => image.fileId)).toEqual(['f1', 'f2', 'f3']);
    expect(sent).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Uploads' }).textContent).toContain('c.pngUploaded');
    expect(screen.getAllByText(/^Image \d$/)).toHaveLength(3);
  });

  test('a file that fails says why; the others still arrive', async () => {
    fakeXhr([
      uploaded('f1', 'a.png'),
      {
        status: 400,
        body: { code: 'FILE_TOO_LARGE', message: 'File too large. The maximum size is 20 MB.' },
      },
      uploaded('f3', 'c.png'),
    ]);
    const { changes } = await renderFields('gallery', {});
    fireEvent.change(screen.getByLabelText('Upload images'), {
      target: { files: [png('a.png'), png('huge.png'), png('c.png')] },
    });
    await waitFor(() => expect(changes.some(([name]) => name === 'images')).toBe(true));
    const [, images] = changes.find(([name]) => name === 'images')!;
    expect((images as { fileId: string }[]).map((image) => image.fileId)).toEqual(['f1', 'f3']);
    expect(screen.getByRole('list', { name: 'Uploads' }).textContent).toContain(
      'huge.pngUnable to Upload File: File too large. The maximum size is 20 MB.',
    );
  });

  test('an image block’s Upload puts the new file in at once, without the file browser', async () => {
    fakeXhr(uploaded('f7', 'team.png'));
    const { changes } = await renderFields('image', {});
    fireEvent.change(screen.getByLabelText('Upload'), { target: { files: [png('team.png')] } });
    await waitFor(() => expect(changes).toContainEqual(['fileId', 'f7']));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('team.png', { selector: '.chosen-file__name' })).toBeTruthy();
  });
});

describe('BlockFields: starter words (issue 24, the About us task)', () => {
  test('entering a box that still holds its block’s starter words selects them; once changed, it does not', async () => {
    const defaults = BLOCK_DEFINITIONS.heading.defaults();
    function Harness() {
      const [props, setProps] = useState<BlockProps>(defaults);
      return (
        <main>
          <h1>Block settings</h1>
          <BlockFields
            fields={BLOCK_DEFINITIONS.heading.fields}
            props={props}
            pages={PAGES}
            starters={defaults}
            onChange={(change) => setProps((p) => ({ ...p, [change.name]: change.value as never }))}
          />
        </main>
      );
    }
    await renderSignedIn(<Harness />, []);
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Heading' });
    expect(box.value).toBe('Your heading');
    box.focus();
    await waitFor(() => expect([box.selectionStart, box.selectionEnd]).toEqual([0, 'Your heading'.length]));
    fireEvent.change(box, { target: { value: 'Our story' } });
    box.blur();
    box.setSelectionRange(3, 3);
    box.focus();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([box.selectionStart, box.selectionEnd]).toEqual([3, 3]);
  });
});
