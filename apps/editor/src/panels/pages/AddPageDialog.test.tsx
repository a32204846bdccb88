// @vitest-environment jsdom
import { SITE_ROLE } from '@plinth/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { PagesPanel } from './PagesPanel';

const PAGES = '/config/api/pages';

/** What POST /config/api/pages answers: the new draft page. */
const created = {
  id: 'p9',
  title: 'Our team',
  slug: 'our-team',
  url: '/our-team',
  isHome: false,
  navigations: ['mainNavigation'],
  inNavigation: true,
  parentId: null,
  depth: 0,
  position: 0,
  status: 'draft',
  statusLabel: 'Draft',
  live: false,
  publishAt: null,
  locked: false,
  memberOnly: false,
  hasUnpublishedChanges: true,
  updatedAt: '2026-03-01T10:00:00.000Z',
  seoTitle: '',
  seoDescription: '',
  socialImageFileId: null,
  revision: 1,
  publishedRevision: null,
  publishedAt: null,
  document: { version: 1, root: { props: {} }, blocks: [] },
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedBy: null,
  collectionType: null,
  collectionId: null,
};

beforeEach(() => window.history.replaceState(null, '', '/config/pages'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openDialog(role?: (typeof SITE_ROLE)[keyof typeof SITE_ROLE]) {
  const rendered = await renderSignedIn(
    <PagesPanel />,
    [
      { url: PAGES, body: { pages: [] } },
      { method: 'POST', url: PAGES, status: 201, body: created },
    ],
    role,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Add page' }));
  const dialog = screen.getByRole('dialog', { name: 'Add page' });
  fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Our team' } });
  return { ...rendered, dialog };
}

const posted = (fetch: Awaited<ReturnType<typeof openDialog>>['fetch']) =>
  fetch.callsTo('POST', PAGES).map((call) => call.json);

describe('Add page', () => {
  test('adds the new page to the main navigation by default', async () => {
    const { fetch, dialog } = await openDialog();
    const box = within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Add to main navigation' });
    expect(box.checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add page' }));
    await waitFor(() => expect(posted(fetch)).toHaveLength(1));
    expect(posted(fetch)[0]).toEqual({ title: 'Our team', layout: 'blank', addToNavigation: true });
  });

  test('leaves the navigation alone when the box is cleared', async () => {
    const { fetch, dialog } = await openDialog();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Add to main navigation' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add page' }));
    await waitFor(() => expect(posted(fetch)).toHaveLength(1));
    expect(posted(fetch)[0]).toMatchObject({ addToNavigation: false });
  });

  test('a draft editor, who may not change the navigation, is not offered the box', async () => {
    const { fetch, dialog } = await openDialog(SITE_ROLE.DRAFT_EDITOR);
    expect(within(dialog).queryByRole('checkbox', { name: 'Add to main navigation' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add page' }));
    await waitFor(() => expect(posted(fetch)).toHaveLength(1));
    expect(posted(fetch)[0]).toEqual({ title: 'Our team', layout: 'blank' });
  });
});
