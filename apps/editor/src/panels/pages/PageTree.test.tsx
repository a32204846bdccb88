// @vitest-environment jsdom
import { SITE_ROLE, type SitePageSummary } from '@plinth/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { sitePageDetail } from '../../../test/fixtures/site-page';
import { PageTree } from './PageTree';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function summary(overrides: Partial<SitePageSummary>): SitePageSummary {
  const { document: _document, seoTitle: _s, ...page } = sitePageDetail(overrides);
  return page;
}

const PAGES = [
  summary({ id: 'pg1', title: 'About us', status: 'published', publishAt: '2031-01-01T10:00:00.000Z' }),
  summary({ id: 'pg2', title: 'Team', slug: 'team', parentId: 'pg1', depth: 1 }),
  summary({
    id: 'pg3',
    title: 'Summer sale',
    slug: 'summer-sale',
    status: 'scheduled',
    publishAt: '2031-06-01T08:30:00.000Z',
  }),
];

async function show(mayDelete = true, role: number = SITE_ROLE.ADMIN) {
  const onDeleted = vi.fn();
  const rendered = await renderSignedIn(
    <>
      <h1>Pages</h1>
      <PageTree pages={PAGES} mayDelete={mayDelete} onDeleted={onDeleted} />
    </>,
    [{ method: 'DELETE', url: '/config/api/pages/pg1', status: 204 }],
    role as never,
  );
  return { ...rendered, onDeleted };
}

const row = (title: string) => screen.getByRole('link', { name: title }).closest('li') as HTMLElement;

describe('the Pages list', () => {
  test("View opens the page on the chosen site's address", async () => {
    await renderSignedIn(
      <>
        <h1>Pages</h1>
        <PageTree
          pages={PAGES}
          mayDelete={false}
          onDeleted={() => {}}
          viewUrl={(path) => `http://second.example.test:3000${path}`}
        />
      </>,
      [],
    );
    const view = within(row('About us')).getByRole('link', { name: 'View About us (opens in a new tab)' });
    expect(view.getAttribute('href')).toBe('http://second.example.test:3000/about-us');
  });

  test('each row has Edit; a live page View (new tab); a scheduled page its time and no View', async () => {
    await show();
    const about = row('About us');
    expect(within(about).getByRole('link', { name: 'Edit About us' }).getAttribute('href')).toBe(
      '/config/pages/pg1',
    );
    const view = within(about).getByRole('link', { name: 'View About us (opens in a new tab)' });
    expect([view.getAttribute('href'), view.getAttribute('target')]).toEqual(['/about-us', '_blank']);
    const sale = row('Summer sale');
    expect(sale.textContent).toContain('Scheduled for');
    expect(within(sale).queryByRole('link', { name: /^View/ })).toBeNull();
    expect(within(row('Team')).queryByRole('link', { name: /^View/ })).toBeNull();
  });

  test('Delete names the page, says it cannot be undone and that subpages move up; Keep page sends nothing', async () => {
    const { fetch, onDeleted } = await show();
    fireEvent.click(within(row('About us')).getByRole('button', { name: 'Delete About us' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete “About us”?' });
    expect(confirm.textContent).toContain('Its subpage moves up a level. This cannot be undone.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep page' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetch.callsTo('DELETE', '/config/api/pages/pg1')).toHaveLength(0);

    fireEvent.click(within(row('About us')).getByRole('button', { name: 'Delete About us' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete “About us”?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete page' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(fetch.callsTo('DELETE', '/config/api/pages/pg1')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Deleted “About us”.');
  });

  test('the server’s refusal shows; a role that cannot delete sees no Delete', async () => {
    const { fetch } = await show();
    fetch.routes.unshift({
      method: 'DELETE',
      url: '/config/api/pages/pg3',
      status: 403,
      body: { code: 'AUTH_PERMISSION_DENIED', message: 'You do not have permission to do that.' },
    });
    fireEvent.click(within(row('Summer sale')).getByRole('button', { name: 'Delete Summer sale' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete page' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have permission to do that.');
    cleanup();
    await show(false, SITE_ROLE.DRAFT_EDITOR);
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });
});

describe('Set as home page', () => {
  const home = summary({
    id: 'pg0',
    title: 'Home',
    slug: 'home',
    status: 'published',
    isHome: true,
    url: '/',
  });
  const about = summary({ id: 'pg1', title: 'About us', status: 'published' });
  const draft = summary({ id: 'pg2', title: 'Team', slug: 'team' });

  async function showHome(mayChooseHome = true) {
    const onHomeChanged = vi.fn();
    const rendered = await renderSignedIn(
      <>
        <h1>Pages</h1>
        <PageTree
          pages={[home, about, draft]}
          mayDelete
          onDeleted={vi.fn()}
          mayChooseHome={mayChooseHome}
          onHomeChanged={onHomeChanged}
        />
      </>,
      [
        {
          method: 'PUT',
          url: '/config/api/pages/pg1/settings',
          body: sitePageDetail({ id: 'pg1', title: 'About us', status: 'published', isHome: true, url: '/' }),
        },
      ],
    );
    return { ...rendered, onHomeChanged };
  }

  test('is offered on a published page that is not the home page; confirming sends isHome and says where it is', async () => {
    const { fetch, onHomeChanged } = await showHome();
    expect(within(row('Home')).getByText('Home page')).toBeTruthy();
    expect(within(row('Home')).queryByRole('button', { name: /as home page/ })).toBeNull();
    expect(within(row('Team')).queryByRole('button', { name: /as home page/ })).toBeNull();

    fireEvent.click(within(row('About us')).getByRole('button', { name: 'Set About us as home page' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Make “About us” the home page?' });
    expect(confirm.textContent).toContain(
      'Visitors will see “About us” at /, and its own address /about-us will lead there. “Home” stops being the home page and is at /home again.',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Set as home page' }));
    await waitFor(() => expect(onHomeChanged).toHaveBeenCalledTimes(1));
    expect(fetch.callsTo('PUT', '/config/api/pages/pg1/settings').map((c) => c.json)).toEqual([
      { isHome: true },
    ]);
    expect(screen.getByRole('status').textContent).toBe('“About us” is now the home page, at /.');
  });

  test('Cancel sends nothing; a role that cannot publish is not offered it', async () => {
    const { fetch } = await showHome();
    fireEvent.click(within(row('About us')).getByRole('button', { name: 'Set About us as home page' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(fetch.callsTo('PUT', '/config/api/pages/pg1/settings')).toHaveLength(0);
    cleanup();
    await showHome(false);
    expect(screen.queryByRole('button', { name: /as home page/ })).toBeNull();
  });
});

describe('a live page with a scheduled version', () => {
  test('reads Published with "New version scheduled for …", and keeps View', async () => {
    await renderSignedIn(
      <>
        <h1>Pages</h1>
        <PageTree
          pages={[
            summary({
              id: 'pg5',
              title: 'Menu',
              slug: 'menu',
              status: 'scheduled',
              statusLabel: 'Scheduled',
              live: true,
              publishAt: '2031-06-01T08:30:00.000Z',
            }),
          ]}
          mayDelete={false}
          onDeleted={vi.fn()}
        />
      </>,
      [],
    );
    const menu = row('Menu');
    expect(within(menu).getByText('Published')).toBeTruthy();
    expect(within(menu).queryByText('Scheduled')).toBeNull();
    expect(menu.textContent).toContain('New version scheduled for');
    expect(within(menu).getByRole('link', { name: 'View Menu (opens in a new tab)' })).toBeTruthy();
  });
});
