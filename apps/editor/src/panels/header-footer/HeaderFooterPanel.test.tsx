// @vitest-environment jsdom
import { DEFAULT_HEADER_FOOTER, type HeaderFooter } from '@plinth/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { HeaderFooterPanel } from './HeaderFooterPanel';

const PATH = '/api/site-header-footer';
const withLink: HeaderFooter = {
  ...DEFAULT_HEADER_FOOTER,
  footer: { ...DEFAULT_HEADER_FOOTER.footer, links: [{ title: 'About', url: '/about' }] },
};

beforeEach(() => window.history.replaceState(null, '', '/config/header-footer'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function open() {
  const rendered = await renderSignedIn(<HeaderFooterPanel />, [
    { url: PATH, body: withLink },
    { method: 'PUT', url: PATH, body: (json: HeaderFooter) => json },
  ]);
  await screen.findByLabelText('Link 1 address');
  return rendered;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('HeaderFooterPanel', () => {
  test('checks the form with the server schema: an address the server refuses is never sent', async () => {
    const { fetch } = await open();
    fireEvent.change(screen.getByLabelText('Link 1 address'), { target: { value: 'javascript:alert(1)' } });
    save();
    expect(
      await screen.findByText(
        'javascript:alert(1) is not a valid page URL: it must start with "/", http://, https://, mailto: or tel:',
      ),
    ).toBeTruthy();
    expect(fetch.callsTo('PUT', PATH)).toHaveLength(0);
  });

  test('an empty link text is refused in the words of the server schema', async () => {
    const { fetch } = await open();
    fireEvent.change(screen.getByLabelText('Link 1 text'), { target: { value: '' } });
    save();
    expect(await screen.findByText('must not be empty')).toBeTruthy();
    expect(fetch.callsTo('PUT', PATH)).toHaveLength(0);
  });

  test('a valid change is sent as header and footer, and the answer becomes the saved value', async () => {
    const { fetch } = await open();
    fireEvent.change(screen.getByLabelText('Link 1 address'), { target: { value: 'https://example.com' } });
    save();
    await waitFor(() => expect(fetch.callsTo('PUT', PATH)).toHaveLength(1));
    expect(fetch.callsTo('PUT', PATH)[0]?.json).toEqual({
      ...withLink,
      footer: { ...withLink.footer, links: [{ title: 'About', url: 'https://example.com' }] },
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });
});
