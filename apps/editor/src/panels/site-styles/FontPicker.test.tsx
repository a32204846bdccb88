// @vitest-environment jsdom
import type { SiteFont } from '@plinth/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { FontPicker } from './FontPicker';

// Its own file: font previews are remembered for the whole editor (one module), so this file's
// failing FontFace must not meet another test's.
const FONTS: SiteFont[] = [
  {
    id: 'lora',
    family: 'Lora',
    category: 'serif',
    fallback: 'Georgia, serif',
    headingWeight: 500,
    license: 'OFL-1.1',
    files: [{ weight: 400, url: '/assets/fonts/lora-400.0123456789.woff2' }],
  },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FontPicker previews', () => {
  test('a font whose preview cannot load says "Unable to load preview for a font", and Retry loads it again', async () => {
    let fail = true;
    const load = vi.fn(function (this: object) {
      return fail ? Promise.reject(new Error('network')) : Promise.resolve(this);
    });
    const add = vi.fn();
    vi.stubGlobal(
      'FontFace',
      class {
        load = load;
      },
    );
    Object.defineProperty(document, 'fonts', { value: { add }, configurable: true });
    render(
      <FontPicker legend="Heading font" fonts={FONTS} value="lora" onChange={() => {}} inUse={['lora']} />,
    );
    expect(await screen.findByText('Unable to load preview for a font')).toBeTruthy();
    expect(add).not.toHaveBeenCalled();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Unable to load preview for a font')).toBeNull());
    expect(load).toHaveBeenCalledTimes(2);
    expect(add).toHaveBeenCalledTimes(1);
    expect(screen.getByText<HTMLElement>('Lora', { selector: '.font-picker__family' }).style.fontFamily).toBe(
      '"Lora", Georgia, serif',
    );
  });
});
