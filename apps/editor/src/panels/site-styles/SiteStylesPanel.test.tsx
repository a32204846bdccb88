// @vitest-environment jsdom
import { DEFAULT_SITE_STYLES, type SiteFont, type SiteStyles } from '@plinth/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { SiteStylesPanel } from './SiteStylesPanel';

const STYLES = '/api/site-styles';
const FONTS = '/api/site-styles/fonts';

const font = (id: string, family: string, category: SiteFont['category'], files = true): SiteFont => ({
  id,
  family,
  category,
  fallback: 'serif',
  headingWeight: 500,
  license: files ? 'OFL-1.1' : null,
  files: files ? [{ weight: 400, url: `/assets/fonts/${id}-400.0123456789.woff2` }] : [],
});
const FONT_LIST = [
  font('system-sans', 'System Sans', 'sans-serif', false),
  font('inter', 'Inter', 'sans-serif'),
  font('system-serif', 'System Serif', 'serif', false),
  font('lora', 'Lora', 'serif'),
  font('playfair-display', 'Playfair Display', 'serif'),
  font('bebas-neue', 'Bebas Neue', 'display'),
];

beforeEach(() => window.history.replaceState(null, '', '/config/site-styles'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('SiteStylesPanel', () => {
  test('says "Unable to load fonts" with Try again when the font list fails, and loads it again', async () => {
    const { fetch } = await renderSignedIn(<SiteStylesPanel />, [
      { url: STYLES, body: DEFAULT_SITE_STYLES },
      { url: FONTS, status: 503, body: { code: 'UNAVAILABLE', message: 'Service unavailable' } },
    ]);
    expect(await screen.findByText('Unable to load fonts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetch.callsTo('GET', FONTS)).toHaveLength(2));
  });

  test('chooses fonts by search and by category, an accent by Hex, and saves them', async () => {
    const { fetch } = await renderSignedIn(<SiteStylesPanel />, [
      { url: STYLES, body: DEFAULT_SITE_STYLES },
      { url: FONTS, body: { fonts: FONT_LIST } },
      { method: 'PUT', url: STYLES, body: (json: SiteStyles) => json },
    ]);
    const heading = await screen.findByRole('group', { name: 'Heading font' });
    // In use first: the theme's own fonts are the Style Guide.
    expect(within(heading).getByRole('group', { name: 'Fonts in Style Guide' })).toBeTruthy();
    fireEvent.change(within(heading).getByLabelText('Search fonts'), { target: { value: 'play' } });
    expect(within(heading).queryByRole('radio', { name: /Lora/ })).toBeNull();
    fireEvent.click(within(heading).getByRole('radio', { name: /Playfair Display/ }));

    const body = screen.getByRole('group', { name: 'Body font' });
    fireEvent.click(within(body).getByRole('radio', { name: 'Display' }));
    expect(within(body).queryByRole('radio', { name: /Inter/ })).toBeNull();
    fireEvent.click(within(body).getByRole('radio', { name: /Bebas Neue/ }));

    fireEvent.click(screen.getByRole('button', { name: 'Change accent colour' }));
    const accent = await screen.findByRole('group', { name: 'Accent colour' });
    fireEvent.change(within(accent).getByLabelText('Hex'), { target: { value: '#f2c14e' } });
    const spacing = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Space between blocks' });
    expect(spacing.value).toBe('standard');
    fireEvent.change(spacing, { target: { value: 'roomy' } });
    save();
    await waitFor(() => expect(fetch.callsTo('PUT', STYLES)).toHaveLength(1));
    expect(fetch.callsTo('PUT', STYLES)[0]?.json).toEqual({
      fonts: { heading: 'playfair-display', body: 'bebas-neue' },
      colors: { ...DEFAULT_SITE_STYLES.colors, accent: '#f2c14e' },
      blockSpacing: 'roomy',
    });
  });

  test('automatic text can be turned off, starting from the colour it gave', async () => {
    const { fetch } = await renderSignedIn(<SiteStylesPanel />, [
      { url: STYLES, body: DEFAULT_SITE_STYLES },
      { url: FONTS, body: { fonts: FONT_LIST } },
      { method: 'PUT', url: STYLES, body: (json: SiteStyles) => json },
    ]);
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Automatic: dark text/ }));
    save();
    await waitFor(() => expect(fetch.callsTo('PUT', STYLES)).toHaveLength(1));
    expect(fetch.callsTo('PUT', STYLES)[0]?.json).toMatchObject({ colors: { text: '#1e1d1b' } });
  });
});
