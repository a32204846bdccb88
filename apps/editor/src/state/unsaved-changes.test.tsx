// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { navigate, useLocation } from '../router/router';
import { UnsavedChangesProvider, useLeaveGuard, useUnsavedChanges } from './unsaved-changes';

function Panel({ save }: { save: () => Promise<boolean> }) {
  const [title, setTitle] = useState('Linen Shirt');
  const [price, setPrice] = useState('68.00');
  useUnsavedChanges(title !== 'Linen Shirt' || price !== '68.00', save);
  return (
    <form>
      <label>
        Title
        <input value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <label>
        Price
        <input value={price} onChange={(event) => setPrice(event.target.value)} />
      </label>
      <label>
        Search
        <input data-unsaved-ignore defaultValue="" />
      </label>
    </form>
  );
}

function Harness({ save, onSwitch }: { save: () => Promise<boolean>; onSwitch: () => void }) {
  const { trackChangesIn, confirmLeave } = useLeaveGuard();
  const location = useLocation();
  return (
    <main ref={trackChangesIn}>
      <p data-testid="location">{location}</p>
      {location === '/config/products/p1' ? <Panel save={save} /> : <p>Inventory panel</p>}
      <button type="button" onClick={() => confirmLeave(onSwitch)}>
        Switch site
      </button>
    </main>
  );
}

function setup(save = vi.fn(() => Promise.resolve(true))) {
  const onSwitch = vi.fn();
  render(
    <UnsavedChangesProvider>
      <Harness save={save} onSwitch={onSwitch} />
    </UnsavedChangesProvider>,
  );
  return { save, onSwitch };
}

const location = () => screen.getByTestId('location').textContent;
const dialog = () => screen.queryByRole('alertdialog');

beforeEach(() => {
  window.history.replaceState(null, '', '/config/products/p1');
});
afterEach(cleanup);

describe('unsaved changes (seed 001: save, discard or review)', () => {
  test('leaving a clean panel asks nothing', () => {
    setup();
    act(() => navigate('/config/inventory'));
    expect(dialog()).toBeNull();
    expect(location()).toBe('/config/inventory');
  });

  test('leaving a changed panel asks first and stays until answered', () => {
    setup();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '70.00' } });
    act(() => navigate('/config/inventory'));
    expect(dialog()).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Unsaved changes' })).toBeTruthy();
    expect(location()).toBe('/config/products/p1');
  });

  test('Discard leaves without saving', () => {
    const { save } = setup();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '70.00' } });
    act(() => navigate('/config/inventory'));
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(save).not.toHaveBeenCalled();
    expect(location()).toBe('/config/inventory');
    expect(dialog()).toBeNull();
  });

  test('Save saves, then leaves', async () => {
    const { save } = setup();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '70.00' } });
    act(() => navigate('/config/inventory'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/config/inventory'));
    expect(save).toHaveBeenCalledTimes(1);
  });

  test('a failed save keeps the owner on the panel', async () => {
    setup(vi.fn(() => Promise.resolve(false)));
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '70.00' } });
    act(() => navigate('/config/inventory'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(location()).toBe('/config/products/p1');
  });

  test('Review stays and focuses the first changed field in page order', async () => {
    setup();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '70.00' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Linen Shirt II' } });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'mug' } });
    act(() => navigate('/config/inventory'));
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(dialog()).toBeNull();
    expect(location()).toBe('/config/products/p1');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Title')));
  });

  test('a site switch (or sign-out) goes through the same question', () => {
    const { onSwitch } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Switch site' }));
    expect(onSwitch).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Switch site' }));
    expect(onSwitch).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onSwitch).toHaveBeenCalledTimes(2);
  });

  test('closing the tab with changes gets the browser prompt', () => {
    setup();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Other' } });
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
