// @vitest-environment jsdom
import type { MockRoute } from '@plinth/contracts/testing';
import { SITE_ROLE } from '@plinth/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { formDefinition, formSummary } from '../../panels/forms/forms-test-data';
import { FormPicker } from './FormPicker';

const FORMS = {
  url: '/config/api/forms',
  body: {
    forms: [formSummary(), formSummary({ id: 'f2', name: 'Réservation', fieldCount: 1, usedOn: [] })],
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderPicker(initial = '', routes: MockRoute[] = [FORMS], role?: number) {
  const changes: string[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <main>
        <h1>Block settings</h1>
        <FormPicker
          label="Form"
          value={value}
          onChange={(id) => {
            changes.push(id);
            setValue(id);
          }}
        />
      </main>
    );
  }
  const rendered = await renderSignedIn(<Harness />, routes, role as never);
  return { ...rendered, changes };
}

describe('FormPicker (block field kind "form")', () => {
  test('lists the site’s forms with their field counts, searched by name ignoring accents; a click chooses one', async () => {
    const { changes } = await renderPicker();
    fireEvent.click(await screen.findByRole('button', { name: /Choose a form/ }));
    const dialog = screen.getByRole('dialog', { name: 'Choose a form' });
    const options = await within(dialog).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Contact 3 fields', 'Réservation 1 field']);
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Search forms' }), {
      target: { value: 'reserv' },
    });
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Réservation 1 field']),
    );
    fireEvent.click(within(dialog).getAllByRole('option')[0]!);
    expect(changes).toEqual(['f2']);
    expect(await screen.findByRole('button', { name: 'Form: Réservation 1 field' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in Forms' }).getAttribute('href')).toBe('/config/forms/f2');
  });

  test('a chosen form is read by id; a deleted one says so', async () => {
    await renderPicker('f1', [{ url: '/config/api/forms/f1', body: formDefinition() }]);
    expect(await screen.findByRole('button', { name: 'Form: Contact 3 fields' })).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();
    await renderPicker('gone', [
      { url: '/config/api/forms/gone', status: 404, body: { code: 'FORM_NOT_FOUND', message: 'Not found' } },
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('This form no longer exists.');
  });

  test('Create form names a new form and chooses it at once', async () => {
    const { changes, fetch } = await renderPicker('', [
      FORMS,
      {
        method: 'POST',
        url: '/config/api/forms',
        body: () => formDefinition({ id: 'f7', name: 'Newsletter', fields: [] }),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Create form' }));
    const dialog = screen.getByRole('dialog', { name: 'Create form' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Newsletter' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create form' }));
    await waitFor(() => expect(changes).toEqual(['f7']));
    expect(fetch.callsTo('POST', '/config/api/forms')[0]?.json).toMatchObject({ name: 'Newsletter' });
    expect(screen.queryByRole('dialog', { name: 'Create form' })).toBeNull();
  });

  test('a role without forms.manage has no Create form', async () => {
    await renderPicker('', [FORMS], SITE_ROLE.VIEWER);
    expect(await screen.findByRole('button', { name: /Choose a form/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create form' })).toBeNull();
  });
});
