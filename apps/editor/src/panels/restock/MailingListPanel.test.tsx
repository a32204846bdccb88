// @vitest-environment jsdom
import { MAILING_LIST_API } from '@plinth/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { MailingListPanel } from './MailingListPanel';

const member = (email: string) => ({ email, source: 'restock', createdAt: '2026-05-01T10:00:00.000Z' });

beforeEach(() => window.history.replaceState(null, '', '/config/mailing-list'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MailingListPanel', () => {
  test('lists the members page by page', async () => {
    await renderSignedIn(<MailingListPanel />, [
      {
        url: /^\/config\/api\/mailing-list\?cursor=m2$/,
        body: { members: [member('b@example.com')], hasNextPage: false, nextPageCursor: null },
      },
      {
        url: MAILING_LIST_API.members,
        body: { members: [member('a@example.com')], hasNextPage: true, nextPageCursor: 'm2' },
      },
    ]);
    expect(await screen.findByText('a@example.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('b@example.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  test('Export CSV fetches the CSV for the chosen site and saves it as a file', async () => {
    const { fetch } = await renderSignedIn(<MailingListPanel />, [
      { url: MAILING_LIST_API.members, body: { members: [], hasNextPage: false, nextPageCursor: null } },
      // The CSV is text, not the JSON API's answer.
      { url: MAILING_LIST_API.csv, body: 'email\n', notPlinth: true },
    ]);
    const created = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    expect(await screen.findByText('No one has joined yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fetch.callsTo('GET', MAILING_LIST_API.csv)[0]?.headers['x-website-id']).toBe('site1');
    click.mockRestore();
  });
});
