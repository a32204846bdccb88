// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { sitePageDetail } from '../../../test/fixtures/site-page';
import { PublishControls } from './PublishControls';

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

async function show(page = liveScheduled) {
  const onChanged = vi.fn();
  const rendered = await renderSignedIn(
    <>
      <h1>About us</h1>
      <PublishControls
        page={page}
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

describe('PublishControls on a live page with a scheduled version', () => {
  test('offers Unpublish and Cancel schedule; cancelling says visitors keep the published version', async () => {
    const { fetch, onChanged } = await show();
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel schedule' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel the schedule?' });
    expect(confirm.textContent).toContain('The new version of “About us” will not replace the live page on');
    expect(confirm.textContent).toContain('Visitors keep seeing the published version; your edits are kept.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel schedule' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(fetch.callsTo('POST', `/config/api/pages/${liveScheduled.id}/cancel-schedule`)).toHaveLength(1);
    expect(onChanged.mock.calls[0]![1]).toBe(
      'The schedule is cancelled. Visitors keep seeing the published version.',
    );
  });

  test('a page that is not live yet has Cancel schedule only, which returns it to Draft', async () => {
    await show(sitePageDetail({ status: 'scheduled', statusLabel: 'Scheduled', live: false, publishAt: at }));
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel schedule' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('It goes back to Draft; your edits are kept.');
  });
});
