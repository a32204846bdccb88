// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { navigate } from './router';
import { useSearchQuery } from './use-search-query';

function SearchBox() {
  const { search, setSearch } = useSearchQuery('/config/products');
  return <input aria-label="Search" value={search} onChange={(event) => setSearch(event.target.value)} />;
}

function currentAddress(): string {
  return window.location.pathname + window.location.search;
}

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/config/products?q=mug');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSearchQuery', () => {
  test('the box starts with the search in the address', () => {
    render(<SearchBox />);
    expect(screen.getByLabelText<HTMLInputElement>('Search').value).toBe('mug');
  });

  test('typing moves the address once typing pauses', () => {
    render(<SearchBox />);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'cup' } });
    expect(currentAddress()).toBe('/config/products?q=mug');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(currentAddress()).toBe('/config/products?q=cup');
  });

  test('going to the bare path empties the box and the address stays bare', () => {
    render(<SearchBox />);
    act(() => navigate('/config/products'));
    expect(screen.getByLabelText<HTMLInputElement>('Search').value).toBe('');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(currentAddress()).toBe('/config/products');
    expect(screen.getByLabelText<HTMLInputElement>('Search').value).toBe('');
  });
});
