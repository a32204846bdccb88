// @vitest-environment jsdom
import type { Job } from '@plinth/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { JobsPanel } from './JobsPanel';

function job(overrides: Partial<Job>): Job {
  return {
    id: 'j1',
    kind: 'email.send',
    state: 'done',
    dedupeKey: 'email:test',
    attempts: 1,
    maxAttempts: 8,
    runAt: '2026-05-01T10:00:00.000Z',
    lastError: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    finishedAt: '2026-05-01T10:00:01.000Z',
    ...overrides,
  };
}

const dead = job({ id: 'dead1', state: 'dead', attempts: 8, lastError: 'Error: 451 Try again later' });
const done = job({ id: 'done1', dedupeKey: 'email:member-invitation:i1' });
const counts = { queued: 0, running: 0, done: 1, dead: 1 };

beforeEach(() => window.history.replaceState(null, '', '/config/jobs'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('JobsPanel', () => {
  test('shows each job with its state and last error, and retries a dead one', async () => {
    const { fetch } = await renderSignedIn(<JobsPanel />, [
      { url: '/config/api/jobs', body: { jobs: [dead, done], counts } },
      {
        method: 'POST',
        url: '/config/api/jobs/dead1/retry',
        body: { ...dead, state: 'queued', attempts: 0 },
      },
    ]);
    const deadRow = (await screen.findByText('Error: 451 Try again later')).closest('tr') as HTMLElement;
    expect(within(deadRow).getByText('Failed')).toBeTruthy();
    expect(within(deadRow).getByText('8 / 8')).toBeTruthy();
    const doneRow = screen.getByText('email:member-invitation:i1').closest('tr') as HTMLElement;
    expect(within(doneRow).queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(screen.getByText('Queued: 0 · Running: 0 · Done: 1 · Failed: 1')).toBeTruthy();

    fireEvent.click(within(deadRow).getByRole('button', { name: 'Retry email.send' }));
    await vi.waitFor(() => expect(fetch.callsTo('POST', '/config/api/jobs/dead1/retry')).toHaveLength(1));
    await vi.waitFor(() => expect(fetch.callsTo('GET', '/config/api/jobs').length).toBeGreaterThanOrEqual(2));
  });

  test('filters by state through the query', async () => {
    const { fetch } = await renderSignedIn(<JobsPanel />, [
      // A string matches any query, so the filtered answer comes first.
      { url: /^\/config\/api\/jobs\?state=dead$/, body: { jobs: [dead], counts } },
      { url: '/config/api/jobs', body: { jobs: [done], counts } },
    ]);
    await screen.findByText('email:member-invitation:i1');
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'dead' } });
    expect(await screen.findByText('Error: 451 Try again later')).toBeTruthy();
    expect(fetch.callsTo('GET', '/config/api/jobs').map((call) => call.url)).toEqual([
      '/config/api/jobs',
      '/config/api/jobs?state=dead',
    ]);
  });
});
