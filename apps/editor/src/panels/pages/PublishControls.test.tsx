// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { sitePageDetail } from '../../../test/fixtures/site-page';
import { publishLabel, PublishControls } from './PublishControls';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const at = '2031-06-01T08:30:00.000Z';
/** A live page whose next version waits for `at`. */
const liveScheduled = sitePageDetail({
  status: 'scheduled',
  statusLabel: 'Scheduled',
  live: true,
  publishAt: at,
  publishedRevision: 2,
});

async function show(page = liveScheduled, changed = false) {
  const onChanged = vi.fn();
  const rendered = await renderSignedIn(
    <>
      <h1>About us</h1>
      <PublishControls
        page={page}
        changed={changed}
        saveFirst={async () => true}
        disabled={false}
        onChanged={onChanged}
        onError={vi.fn()}
      />
    </>,
    [
      {
        method: 'POST',
        url: `/config/api/pages/${page.id}/cancel-schedule`,
        body: sitePageDetail({ status: 'published', live: true, publishAt: '2031-01-01T00:00:00.000Z' }),
      },
    ],
  );
  return { ...rendered, onChanged };
}

/** Opens the More list and answers it. */
function openMore(): HTMLElement {
  const more = screen.getByRole('button', { name: 'More publishing actions' });
  fireEvent.click(more);
  expect(more.getAttribute('aria-expanded')).toBe('true');
  return document.getElementById(more.getAttribute('aria-controls') ?? '') as HTMLElement;
}

describe('the main action says what it does', () => {
  test('Publish, Publish changes, Published (unavailable), Publish now', () => {
    expect(publishLabel({ live: false, status: 'draft' }, true)).toBe('Publish');
    expect(publishLabel({ live: false, status: 'scheduled' }, false)).toBe('Publish');
    expect(publishLabel({ live: true, status: 'published' }, true)).toBe('Publish changes');
    expect(publishLabel({ live: true, status: 'published' }, false)).toBe('Published');
    expect(publishLabel({ live: true, status: 'scheduled' }, false)).toBe('Publish now');
  });

  test('a live page without changes has nothing to publish; with changes, Publish changes', async () => {
    const live = sitePageDetail({ status: 'published', statusLabel: 'Published', live: true });
    await show(live);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Published' }).disabled).toBe(true);
    cleanup();
    await show(live, true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Publish changes' }).disabled).toBe(false);
  });
});

describe('PublishControls on a live page with a scheduled version', () => {
  test('More lists Schedule…, Cancel schedule and Unpublish; cancelling needs no confirmation', async () => {
    const { fetch, onChanged } = await show();
    const list = openMore();
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Schedule…', 'Cancel schedule', 'Unpublish']);
    expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Schedule…' }));
    fireEvent.click(within(list).getByRole('button', { name: 'Cancel schedule' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetch.callsTo('POST', `/config/api/pages/${liveScheduled.id}/cancel-schedule`)).toHaveLength(1);
    expect(onChanged.mock.calls[0]![1]).toBe(
      'The schedule is cancelled. Visitors keep seeing the published version.',
    );
  });

  test('Unpublish, which takes the page off the site, asks first; Escape closes the list', async () => {
    const { fetch } = await show();
    const list = openMore();
    fireEvent.keyDown(within(list).getByRole('button', { name: 'Schedule…' }), { key: 'Escape' });
    const more = screen.getByRole('button', { name: 'More publishing actions' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);
    fireEvent.click(within(openMore()).getByRole('button', { name: 'Unpublish' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Unpublish “About us”?' });
    expect(confirm.textContent).toContain('The scheduled version is dropped too.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(fetch.callsTo('POST', `/config/api/pages/${liveScheduled.id}/unpublish`)).toHaveLength(0);
  });

  test('a page that is not live yet has Schedule… and Cancel schedule, not Unpublish', async () => {
    await show(sitePageDetail({ status: 'scheduled', statusLabel: 'Scheduled', live: false, publishAt: at }));
    const list = openMore();
    expect(within(list).queryByRole('button', { name: 'Unpublish' })).toBeNull();
    expect(within(list).getByRole('button', { name: 'Cancel schedule' })).toBeTruthy();
  });
});
