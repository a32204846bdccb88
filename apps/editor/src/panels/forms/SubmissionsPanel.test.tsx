// @vitest-environment jsdom
import { SITE_ROLE } from '@plinth/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { formDefinition, submission, submissionList } from './forms-test-data';
import { SubmissionsPanel } from './SubmissionsPanel';

const LIST = '/config/api/forms/f1/submissions';
const SCRIPT = '<script>alert("x")</script><b>bold</b>';

const first = submission('s1', [
  { fieldId: 'name', type: 'name', rawTitle: 'Name', value: ['Ada', 'Lovelace'], summary: 'Ada Lovelace' },
  { fieldId: 'message', type: 'textarea', rawTitle: 'Message', value: SCRIPT, summary: SCRIPT },
  { fieldId: 'phone', type: 'phone', rawTitle: 'Phone', value: null, summary: 'N/A' },
  {
    fieldId: 'likert',
    type: 'likert',
    rawTitle: 'Survey',
    value: { Fast: ['2'] },
    summary: 'Fast: Strongly Agree',
  },
]);
const second = submission('s2', [
  { fieldId: 'name', type: 'name', rawTitle: 'Name', summary: 'Grace Hopper' },
]);
const third = submission('s3', [
  { fieldId: 'name', type: 'name', rawTitle: 'Name', summary: 'Katherine Johnson' },
]);

beforeEach(() => window.history.replaceState(null, '', '/config/forms/f1/submissions'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderSubmissions(routes: Parameters<typeof renderSignedIn>[1], role?: number) {
  const rendered = await renderSignedIn(
    <SubmissionsPanel formId="f1" />,
    [{ url: '/config/api/forms/f1', body: formDefinition() }, ...routes],
    role as never,
  );
  await screen.findByRole('heading', { level: 1, name: 'Submissions: Contact' });
  return rendered;
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Submissions' }))
    .getAllByRole('row')
    .slice(1);

describe('the submissions of a form', () => {
  test('lists date, page and the first answers as text; a script answer is shown escaped, never run', async () => {
    await renderSubmissions([{ url: LIST, body: submissionList([first, second], 2, null) }]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const row = rows()[0]!;
    expect(row.textContent).toContain('Contact us');
    expect(row.textContent).toContain('Name: Ada Lovelace');
    expect(row.textContent).toContain(`Message: ${SCRIPT}`);
    expect(row.textContent).toContain('Phone: N/A');
    expect(row.textContent).not.toContain('Survey');
    expect(document.querySelector('table script, table b')).toBeNull();
    expect(screen.getByText('2 submissions')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  test('opening one shows every answer summary, escaped', async () => {
    await renderSubmissions([{ url: LIST, body: submissionList([first], 1, null) }]);
    const open = await screen.findByRole('button', { name: new Date(first.createdAt).toLocaleString() });
    fireEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: /^Submission of/ });
    const terms = [...dialog.querySelectorAll('dt')].map((dt) => dt.textContent);
    const values = [...dialog.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(terms).toEqual(['Name', 'Message', 'Phone', 'Survey']);
    expect(values).toEqual(['Ada Lovelace', SCRIPT, 'N/A', 'Fast: Strongly Agree']);
    expect(dialog.querySelector('script, b')).toBeNull();
  });

  test('the search box asks the server with ?q= and the CSV link carries the same search', async () => {
    const { fetch } = await renderSubmissions([
      { url: LIST, body: (_: unknown) => submissionList([first], 1, null) },
    ]);
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    expect(csv.getAttribute('href')).toBe('/config/api/forms/f1/submissions.csv');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search submissions' }), {
      target: { value: 'ada love' },
    });
    await waitFor(() => expect(fetch.calls.some((c) => c.url === `${LIST}?q=ada+love`)).toBe(true));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
        '/config/api/forms/f1/submissions.csv?q=ada+love',
      ),
    );
    expect(await screen.findByText('1 submission match “ada love”')).toBeTruthy();
  });

  test('Export CSV reads the export with the chosen site’s header and saves it as a file', async () => {
    const created = vi.fn((_: Blob) => 'blob:csv');
    // jsdom has no Blob URLs: lend it two for this test only.
    const blobUrls = Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(blobUrls, 'createObjectURL');
      Reflect.deleteProperty(blobUrls, 'revokeObjectURL');
    });
    const { fetch } = await renderSubmissions([
      { url: LIST, body: submissionList([first], 1, null) },
      { url: `${LIST}.csv`, body: 'Date,Name' },
    ]);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('link', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    const [call] = fetch.callsTo('GET', `${LIST}.csv`);
    expect(call?.headers['x-website-id']).toBe('site1');
    expect(clicked).toHaveBeenCalled();
    clicked.mockRestore();
  });

  test('Load more asks for the next page with the cursor and adds it below', async () => {
    const { fetch } = await renderSubmissions([
      { url: /^\/config\/api\/forms\/f1\/submissions\?cursor=c2$/, body: submissionList([third], 3, null) },
      { url: LIST, body: submissionList([first, second], 3, 'c2') },
    ]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByText('Showing 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]!.textContent).toContain('Katherine Johnson');
    expect(fetch.calls.some((c) => c.url === `${LIST}?cursor=c2`)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.closest('tr')).toBe(rows()[2]));
  });

  test('Delete asks first, then removes the submission', async () => {
    const { fetch } = await renderSubmissions([
      { url: LIST, body: submissionList([first, second], 2, null) },
      { method: 'DELETE', url: `${LIST}/s1`, status: 204 },
    ]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: /^Delete/ }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete submission' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(fetch.callsTo('DELETE', `${LIST}/s1`)).toHaveLength(0);
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: /^Delete/ }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete submission' })).getByRole('button', {
        name: 'Delete submission',
      }),
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(fetch.callsTo('DELETE', `${LIST}/s1`)).toHaveLength(1);
    expect(screen.getByText('1 submission')).toBeTruthy();
  });

  test('a viewer reads submissions but has no Delete', async () => {
    await renderSubmissions([{ url: LIST, body: submissionList([first], 1, null) }], SITE_ROLE.VIEWER);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toBeTruthy();
  });
});
