// @vitest-environment jsdom
import { SITE_PAGE_MESSAGES, SITE_ROLE, type SitePageDetail } from '@plinth/contracts';
import type { MockRoute } from '@plinth/contracts/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { sitePageDetail } from '../../../test/fixtures/site-page';
import { PageSettingsDialog } from './PageSettingsDialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SETTINGS = '/config/api/pages/pg1/settings';

async function open(page: SitePageDetail, routes: MockRoute[] = [], role: number = SITE_ROLE.ADMIN) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const onDeleted = vi.fn();
  const rendered = await renderSignedIn(
    <>
      <h1>Edit page</h1>
      <PageSettingsDialog
        page={page}
        siteId="site1"
        mayPublish={role !== SITE_ROLE.DRAFT_EDITOR}
        subpageCount={0}
        onSaved={onSaved}
        onClose={onClose}
        onDeleted={onDeleted}
      />
    </>,
    routes,
    role as never,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Page settings' });
  return { ...rendered, dialog, onSaved, onClose, onDeleted };
}

const saved = (json: unknown) => sitePageDetail({ ...(json as Partial<SitePageDetail>) });

describe('Page settings', () => {
  test('shows the page’s settings, the address its slug makes and the SEO counts; saves only what changed', async () => {
    const { dialog, fetch, onSaved } = await open(sitePageDetail({ seoDescription: 'Linen shirts' }), [
      { method: 'PUT', url: SETTINGS, body: saved },
    ]);
    const slug = within(dialog).getByLabelText('URL slug');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Title').value).toBe('About us');
    expect(dialog.textContent).toContain(`${window.location.origin}/about-us`);
    expect(dialog.textContent).toContain('12 of 160 characters');
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Status').value).toBe('draft');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Draft', 'Needs Review', 'Private']);

    fireEvent.change(slug, { target: { value: 'our-story' } });
    expect(dialog.textContent).toContain(`${window.location.origin}/our-story`);
    fireEvent.change(within(dialog).getByLabelText('SEO title'), { target: { value: 'Our story' } });
    expect(dialog.textContent).toContain('9 of 60 characters');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('button', { name: 'Saving…' })).toBeTruthy();

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(fetch.callsTo('PUT', SETTINGS).map((call) => call.json)).toEqual([
      { slug: 'our-story', seoTitle: 'Our story' },
    ]);
    expect((onSaved.mock.calls[0]?.[0] as SitePageDetail).slug).toBe('our-story');
  });

  test('a taken slug (409) and a reserved one (400) show at the URL slug field', async () => {
    const taken = SITE_PAGE_MESSAGES.slugTaken.replace('{slug}', 'shop-news');
    const reserved = SITE_PAGE_MESSAGES.slugReserved.replace('{slug}', 'cart');
    let answer = 0;
    const { dialog, onSaved } = await open(sitePageDetail(), [
      {
        method: 'PUT',
        url: SETTINGS,
        status: 409,
        body: () =>
          answer++ === 0
            ? { code: 'PAGE_SLUG_TAKEN', message: taken, fieldErrors: { slug: taken } }
            : { code: 'PAGE_INVALID', message: reserved, fieldErrors: { slug: reserved } },
      },
    ]);
    const slug = within(dialog).getByLabelText('URL slug');
    fireEvent.change(slug, { target: { value: 'shop-news' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    // The alert, the description and the focus follow the refusal in effects of their own: waited for.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(SITE_PAGE_MESSAGES.invalid));
    await waitFor(() => {
      const describedBy = slug.getAttribute('aria-describedby') ?? '';
      expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(taken);
    });
    await waitFor(() => expect(document.activeElement).toBe(slug));

    fireEvent.change(slug, { target: { value: 'cart' } });
    expect(slug.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByText(reserved)).toBeTruthy());
    expect(onSaved).not.toHaveBeenCalled();
  });

  test('the password switch: on needs a password for an open page; off unlocks a locked one', async () => {
    const { dialog, fetch, onSaved } = await open(sitePageDetail(), [
      { method: 'PUT', url: SETTINGS, body: saved },
    ]);
    const lock = within(dialog).getByRole('switch', { name: 'Password protection' });
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    fireEvent.click(lock);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const password = within(dialog).getByLabelText('Password');
    expect(within(dialog).getByText(SITE_PAGE_MESSAGES.passwordRequired)).toBeTruthy();
    expect(fetch.callsTo('PUT', SETTINGS)).toHaveLength(0);

    fireEvent.change(password, { target: { value: 'linen' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fetch.callsTo('PUT', SETTINGS)[0]?.json).toEqual({ password: 'linen' });
  });

  test('a locked page keeps its password when the field stays empty, and loses it when the switch goes off', async () => {
    const { dialog, fetch, onSaved } = await open(sitePageDetail({ locked: true }), [
      { method: 'PUT', url: SETTINGS, body: saved },
    ]);
    expect(within(dialog).getByRole('switch', { name: 'Password protection' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).getByLabelText('New password')).toBeTruthy();
    expect(dialog.textContent).toContain('Leave this empty to keep it');
    fireEvent.click(within(dialog).getByLabelText('Members only'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(fetch.callsTo('PUT', SETTINGS)[0]?.json).toEqual({ memberOnly: true });

    fireEvent.click(within(dialog).getByRole('switch', { name: 'Password protection' }));
    expect(dialog.textContent).toContain('Saving removes the password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(fetch.callsTo('PUT', SETTINGS)[1]?.json).toEqual({ memberOnly: true, password: null });
  });

  test('a refusal without a field shows as an alert; Escape with changes asks Save, Discard or Review', async () => {
    const message = SITE_PAGE_MESSAGES.livePageNeedsEditor;
    const { dialog, onClose } = await open(sitePageDetail(), [
      { method: 'PUT', url: SETTINGS, status: 403, body: { code: 'AUTH_PERMISSION_DENIED', message } },
    ]);
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Our story' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const prompt = screen.getByRole('alertdialog', { name: 'Unsaved changes' });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Review' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('a draft editor sees a live page’s settings but cannot change them or delete the page', async () => {
    const { dialog } = await open(sitePageDetail({ status: 'published' }), [], SITE_ROLE.DRAFT_EDITOR);
    expect(within(dialog).getByText(SITE_PAGE_MESSAGES.livePageNeedsEditor)).toBeTruthy();
    expect(within(dialog).getByLabelText('Title')).toHaveProperty('disabled', true);
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete page' })).toBeNull();
  });

  test('Delete page confirms by name, then deletes', async () => {
    const { dialog, fetch, onDeleted } = await open(sitePageDetail(), [
      { method: 'DELETE', url: '/config/api/pages/pg1', status: 204 },
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete page' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete “About us”?' });
    expect(confirm.textContent).toContain('This cannot be undone.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete page' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(fetch.callsTo('DELETE', '/config/api/pages/pg1')).toHaveLength(1);
  });

  test('when the main navigation links to the page, the confirmation says the link goes too', async () => {
    const page = sitePageDetail({ navigations: ['mainNavigation'], inNavigation: true });
    const { dialog } = await open(page, []);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete page' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete “About us”?' });
    expect(confirm.textContent).toContain(
      'The main navigation links to this page; the link will be removed.',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep page' }));
  });
});
