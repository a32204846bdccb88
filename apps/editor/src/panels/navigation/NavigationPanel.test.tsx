// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { NavigationPanel } from './NavigationPanel';

const link = (title: string, extra: Record<string, unknown>) => ({
  title,
  collectionId: null,
  externalLink: null,
  memberAreaId: null,
  newWindow: false,
  items: [],
  url: null,
  ...extra,
});
const home = link('Home', { externalLink: '/', url: '/' });
const shop = link('Shop', { collectionId: 'c1', url: '/shop' });
const LAYOUT = '/api/commondata/GetSiteLayout';
const UPDATE = '/api/widget/UpdateNavigation';
const PRODUCTS = {
  url: '/config/api/products',
  body: { products: [], collections: [{ id: 'c1', title: 'Shop', urlId: 'shop' }] },
};

beforeEach(() => window.history.replaceState(null, '', '/config/navigation'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A block page as GET /config/api/pages lists it. */
const blockPage = (id: string, title: string, status: 'draft' | 'published', statusLabel: string) => ({
  id,
  title,
  slug: title.toLowerCase(),
  url: `/${title.toLowerCase()}`,
  isHome: false,
  navigations: [],
  inNavigation: false,
  parentId: null,
  depth: 0,
  position: 0,
  status,
  statusLabel,
  live: status === 'published',
  publishAt: null,
  locked: false,
  memberOnly: false,
  hasUnpublishedChanges: status === 'draft',
  updatedAt: '2026-03-01T10:00:00.000Z',
  collectionType: null,
  collectionId: null,
});

async function open(layout: unknown, pages: unknown[] = []) {
  const rendered = await renderSignedIn(<NavigationPanel />, [
    { url: LAYOUT, body: layout },
    PRODUCTS,
    { url: '/config/api/pages', body: { pages } },
    // The server answers with the items it saved; the editor's own payload is close enough here.
    {
      method: 'POST',
      url: UPDATE,
      body: (json: { navigation: unknown }) => ({ navigation: json.navigation }),
    },
  ]);
  await screen.findByRole('heading', { level: 1, name: 'Navigation' });
  // The heading shows before the navigations load: wait for them (a busy machine answers late).
  await screen.findAllByRole('button', { name: /^Add link to / });
  return rendered;
}

const mainList = () => screen.getByRole('list', { name: 'Main navigation' });
const saved = (fetch: Awaited<ReturnType<typeof open>>['fetch']) =>
  fetch
    .callsTo('POST', UPDATE)
    .map((call) => call.json as { fieldName: string; navigation: { items: { title: string }[] } });

describe('NavigationPanel', () => {
  test('reorders with Move up and saves the main navigation through UpdateNavigation', async () => {
    const { fetch } = await open({
      layout: [
        { identifier: 'mainNavigation', links: [home, shop] },
        { identifier: 'secondaryNavigation', links: [] },
      ],
    });
    // The panel shows its list once the layout and the store pages have both loaded.
    await screen.findByRole('list', { name: 'Main navigation' });
    fireEvent.click(within(mainList()).getByRole('button', { name: 'Move Shop up' }));
    expect(
      within(mainList())
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.nav-row__title')?.firstChild?.textContent),
    ).toEqual(['Shop', 'Home']);
    fireEvent.click(screen.getByRole('button', { name: 'Save navigation' }));
    await waitFor(() => expect(saved(fetch)).toHaveLength(1));
    const [body] = saved(fetch);
    expect(body).toMatchObject({ fieldName: 'mainNavigation', templateId: 'default' });
    expect(body?.navigation.items).toEqual([
      {
        title: 'Shop',
        collectionId: 'c1',
        externalLink: null,
        memberAreaId: null,
        newWindow: false,
        items: [],
      },
      {
        title: 'Home',
        collectionId: null,
        externalLink: '/',
        memberAreaId: null,
        newWindow: false,
        items: [],
      },
    ]);
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  test('adds an email link that opens in a new window to the secondary navigation', async () => {
    const { fetch } = await open({
      layout: [
        { identifier: 'mainNavigation', links: [home] },
        { identifier: 'secondaryNavigation', links: [] },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add link to secondary navigation' }));
    const dialog = screen.getByRole('dialog', { name: 'Add link' });
    fireEvent.change(within(dialog).getByLabelText('Link text'), { target: { value: 'Write to us' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Email' }));
    fireEvent.change(within(dialog).getByLabelText('Email address'), { target: { value: 'not-an-email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    expect(within(dialog).getByText('Please enter a valid email')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Email address'), {
      target: { value: 'hello@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Open in New Window' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save navigation' }));
    await waitFor(() => expect(saved(fetch)).toHaveLength(1));
    expect(saved(fetch)[0]).toMatchObject({
      fieldName: 'secondaryNavigation',
      navigation: {
        items: [
          {
            title: 'Write to us',
            externalLink: 'mailto:hello@example.com',
            newWindow: true,
            collectionId: null,
          },
        ],
      },
    });
  });

  test('a folder must hold a link before it can be saved', async () => {
    const { fetch } = await open({
      layout: [
        { identifier: 'mainNavigation', links: [home, shop] },
        { identifier: 'secondaryNavigation', links: [] },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add folder to main navigation' }));
    fireEvent.change(screen.getByLabelText('Folder name'), { target: { value: 'More' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add folder' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save navigation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The folder “More” is empty: move a link into it or remove it.',
    );
    expect(saved(fetch)).toHaveLength(0);
    fireEvent.click(within(mainList()).getByRole('button', { name: 'Move More up' }));
    fireEvent.click(within(mainList()).getByRole('button', { name: 'Move Shop into the folder above' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save navigation' }));
    await waitFor(() => expect(saved(fetch)).toHaveLength(1));
    expect(saved(fetch)[0]?.navigation.items).toEqual([
      expect.objectContaining({ title: 'Home' }),
      expect.objectContaining({
        title: 'More',
        items: [expect.objectContaining({ title: 'Shop', collectionId: 'c1' })],
      }),
    ]);
  });

  test('the Page list offers the block pages with their status beside the store pages, linked by id', async () => {
    const { fetch } = await open(
      {
        layout: [
          { identifier: 'mainNavigation', links: [home] },
          { identifier: 'secondaryNavigation', links: [] },
        ],
      },
      [blockPage('p1', 'About', 'published', 'Published'), blockPage('p2', 'Contact', 'draft', 'Draft')],
    );
    await screen.findByRole('list', { name: 'Main navigation' });
    fireEvent.click(screen.getByRole('button', { name: 'Add link to main navigation' }));
    const dialog = screen.getByRole('dialog', { name: 'Add link' });
    const select = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Page' });
    const groups = [...select.querySelectorAll('optgroup')].map((group) => ({
      label: group.label,
      options: [...group.querySelectorAll('option')].map((option) => option.textContent),
    }));
    expect(groups).toEqual([
      { label: 'Pages', options: ['Home', 'About (Published)', 'Contact (Draft)'] },
      { label: 'Store pages', options: ['Shop'] },
    ]);
    fireEvent.change(select, { target: { value: 'p2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    expect(within(mainList()).getByText('Page: Contact')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save navigation' }));
    await waitFor(() => expect(saved(fetch)).toHaveLength(1));
    expect(saved(fetch)[0]?.navigation.items[1]).toEqual({
      title: 'Contact',
      collectionId: 'p2',
      externalLink: null,
      memberAreaId: null,
      newWindow: false,
      items: [],
    });
  });

  test('says "Unable to find site main navigation" when the site has none, and still lets links be added', async () => {
    await open({ layout: [] });
    expect(screen.getByText(/Unable to find site main navigation/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add link to main navigation' })).toBeTruthy();
  });
});
