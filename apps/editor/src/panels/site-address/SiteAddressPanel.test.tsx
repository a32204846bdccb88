// @vitest-environment jsdom
import { SITE_ROLE, type SiteAddresses } from '@plinth/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { SiteAddressPanel } from './SiteAddressPanel';

const SITE = '/config/api/site';
const LOADED: SiteAddresses = {
  title: 'Plinth Supply Co.',
  hosts: ['shop.example.test'],
  formerHosts: [],
  deleteAfter: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Settings › Site address (issue 24 §5)', () => {
  test('adds an address, makes it primary and saves the list in order', async () => {
    const saved: SiteAddresses = {
      ...LOADED,
      hosts: ['www.example.test', 'shop.example.test'],
    };
    const { fetch } = await renderSignedIn(<SiteAddressPanel />, [
      { url: SITE, body: LOADED },
      { method: 'PUT', url: `${SITE}/hosts`, body: saved },
    ]);
    const list = await screen.findByRole('list', { name: 'Addresses' });
    expect(within(list).getByText('Primary')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Add an address'), { target: { value: 'https://nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText(/no https:\/\//)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Add an address'), { target: { value: ' WWW.Example.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make primary www.example.test' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save addresses' }));
    await waitFor(() => expect(fetch.callsTo('PUT', `${SITE}/hosts`)).toHaveLength(1));
    expect(fetch.callsTo('PUT', `${SITE}/hosts`)[0]?.json).toEqual({
      hosts: ['www.example.test', 'shop.example.test'],
    });
    expect(await screen.findByText('Addresses saved.')).toBeTruthy();
  });

  test('a refused address is named beside its row', async () => {
    await renderSignedIn(<SiteAddressPanel />, [
      { url: SITE, body: LOADED },
      {
        method: 'PUT',
        url: `${SITE}/hosts`,
        status: 409,
        body: {
          code: 'SITE_HOST_TAKEN',
          message: 'The host name taken.example.test already belongs to a site. Choose another.',
          fieldErrors: {
            'hosts.1': 'The host name taken.example.test already belongs to a site. Choose another.',
          },
        },
      },
    ]);
    await screen.findByRole('list', { name: 'Addresses' });
    fireEvent.change(screen.getByLabelText('Add an address'), { target: { value: 'taken.example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save addresses' }));
    const row = (await screen.findAllByText(/already belongs to a site/))[1]?.closest('li');
    expect(row?.textContent).toContain('taken.example.test');
  });

  test('deleting asks for the site’s name; a site being deleted can be restored', async () => {
    const deleting: SiteAddresses = { ...LOADED, deleteAfter: '2026-12-17T10:00:00.000Z' };
    const { fetch } = await renderSignedIn(<SiteAddressPanel />, [
      { url: SITE, body: LOADED },
      { method: 'POST', url: `${SITE}/deletion`, body: deleting },
      { method: 'DELETE', url: `${SITE}/deletion`, body: LOADED },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete site…' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Plinth Supply Co.?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete site' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText(/Type the site’s name/), {
      target: { value: 'Plinth Supply Co.' },
    });
    expect(confirm).toHaveProperty('disabled', false);
    fireEvent.click(confirm);
    expect(await screen.findByText('This site is being deleted')).toBeTruthy();
    expect(fetch.callsTo('POST', `${SITE}/deletion`)[0]?.json).toEqual({ confirmTitle: 'Plinth Supply Co.' });

    fireEvent.click(screen.getByRole('button', { name: 'Restore site' }));
    expect(await screen.findByRole('button', { name: 'Delete site…' })).toBeTruthy();
    expect(fetch.callsTo('DELETE', `${SITE}/deletion`)).toHaveLength(1);
  });

  test('other roles read the addresses without the controls', async () => {
    await renderSignedIn(<SiteAddressPanel />, [{ url: SITE, body: LOADED }], SITE_ROLE.WEBSITE_MANAGER);
    expect(await screen.findByText('shop.example.test')).toBeTruthy();
    expect(screen.getByText('Only Administrators can change the addresses or delete the site.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete site…' })).toBeNull();
    expect(screen.queryByLabelText('Add an address')).toBeNull();
  });
});
