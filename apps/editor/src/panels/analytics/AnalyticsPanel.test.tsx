// @vitest-environment jsdom
import {
  DEFAULT_ANALYTICS_SETTINGS,
  OWNER_ANALYTICS_API,
  SITE_ROLE,
  type AnalyticsSettings,
} from '@plinth/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { AnalyticsPanel } from './AnalyticsPanel';
import { EMPTY_OVERVIEW, OVERVIEW, VITALS } from './analytics-test-data';

const NOW = Date.parse('2026-03-10T12:30:00.000Z');
const clock = () => NOW;

beforeEach(() => window.history.replaceState(null, '', '/config/analytics'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function routes(overview: unknown = OVERVIEW, overviewStatus = 200) {
  return [
    { url: OWNER_ANALYTICS_API.overview, body: overview, status: overviewStatus },
    { url: OWNER_ANALYTICS_API.vitals, body: VITALS },
    { url: OWNER_ANALYTICS_API.live, body: { visitors: 3 } },
    { url: OWNER_ANALYTICS_API.settings, body: DEFAULT_ANALYTICS_SETTINGS },
    { method: 'PUT', url: OWNER_ANALYTICS_API.settings, body: (json: AnalyticsSettings) => json },
  ];
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;

describe('AnalyticsPanel', () => {
  test('shows the figures with their change, live visitors, and asks for the last 30 days compared', async () => {
    const { fetch } = await renderSignedIn(<AnalyticsPanel clock={clock} />, routes());
    const visitors = (await screen.findByText('Visitors', { selector: 'dt' })).parentElement!;
    expect(within(visitors).getByText('4')).toBeTruthy();
    expect(within(visitors).getByText('+100%')).toBeTruthy();
    const revenue = screen.getByText('Revenue', { selector: 'dt' }).parentElement!;
    expect(within(revenue).getByText('$50.00')).toBeTruthy();
    expect(within(revenue).getByText('new')).toBeTruthy();
    expect(await screen.findByText('3 visitors now')).toBeTruthy();
    expect(fetch.callsTo('GET', OWNER_ANALYTICS_API.overview)[0]?.url).toBe(
      `${OWNER_ANALYTICS_API.overview}?from=2026-02-09&to=2026-03-10&compare=true`,
    );
    expect(within(card('Top products')).getByText('Linen Shirt')).toBeTruthy();
    expect(within(card('Form conversions')).getByText('50%')).toBeTruthy();
    expect(within(card('Web vitals (75th percentile)')).getByText('Needs improvement')).toBeTruthy();
  });

  test('a chart switches to its table, and its CSV link names the report, range and site', async () => {
    await renderSignedIn(<AnalyticsPanel clock={clock} />, routes());
    await screen.findByText('Visitors', { selector: 'dt' });
    const traffic = card('Traffic');
    fireEvent.click(within(traffic).getByRole('button', { name: 'Show as table' }));
    const table = within(traffic).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Mar 8' })).toBeTruthy();
    expect(within(traffic).getByRole('button', { name: 'Show as chart' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const csv = within(traffic).getByRole('link', { name: /Export CSV/ });
    expect(csv.getAttribute('href')).toBe(
      `${OWNER_ANALYTICS_API.exportCsv}?from=2026-02-09&to=2026-03-10&report=traffic&websiteId=site1`,
    );
  });

  test('a preset asks for its days again', async () => {
    const { fetch } = await renderSignedIn(<AnalyticsPanel clock={clock} />, routes());
    await screen.findByText('Visitors', { selector: 'dt' });
    fireEvent.click(screen.getByLabelText('Last 7 days'));
    await waitFor(() =>
      expect(fetch.callsTo('GET', OWNER_ANALYTICS_API.overview).map((call) => call.url)).toContain(
        `${OWNER_ANALYTICS_API.overview}?from=2026-03-04&to=2026-03-10&compare=true`,
      ),
    );
  });

  test('a site without visits says so instead of empty charts', async () => {
    await renderSignedIn(<AnalyticsPanel clock={clock} />, routes(EMPTY_OVERVIEW));
    expect(await screen.findByText(/No visits yet in these days. Once your site has visitors/)).toBeTruthy();
    expect(within(card('Top pages')).getByText('No page views yet.')).toBeTruthy();
    expect(within(card('Traffic')).queryByRole('button', { name: 'Show as table' })).toBeNull();
  });

  test('a failed load offers Retry', async () => {
    await renderSignedIn(
      <AnalyticsPanel clock={clock} />,
      routes({ code: 'INTERNAL', message: 'Something went wrong' }, 500),
    );
    expect(await screen.findByText('Unable to load. Try again.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0);
  });

  test('settings: a retention of 0 days is shown on its field and not sent; cookieless is saved', async () => {
    const { fetch } = await renderSignedIn(<AnalyticsPanel clock={clock} />, routes());
    const days = await screen.findByLabelText('Keep raw events for (days)');
    fireEvent.change(days, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Keep raw events at least 1 day')).toBeTruthy();
    expect(fetch.callsTo('PUT', OWNER_ANALYTICS_API.settings)).toHaveLength(0);
    fireEvent.change(days, { target: { value: '30' } });
    fireEvent.click(screen.getByLabelText('Cookieless'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.callsTo('PUT', OWNER_ANALYTICS_API.settings)).toHaveLength(1));
    expect(fetch.callsTo('PUT', OWNER_ANALYTICS_API.settings)[0]?.json).toEqual({
      ...DEFAULT_ANALYTICS_SETTINGS,
      mode: 'cookieless',
      rawRetentionDays: 30,
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  test('a Reporting member sees the dashboards and the settings, without Save', async () => {
    await renderSignedIn(<AnalyticsPanel clock={clock} />, routes(), SITE_ROLE.REPORTING);
    await screen.findByLabelText('Keep raw events for (days)');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
