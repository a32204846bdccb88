// @vitest-environment jsdom
import type { FormField } from '@plinth/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { formDefinition, formSummary } from './forms-test-data';
import { FormsPanel } from './FormsPanel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = {
  url: '/config/api/forms',
  body: {
    forms: [
      formSummary(),
      formSummary({ id: 'f2', name: 'Survey', usedOn: [], submissionCount: 0, fieldCount: 1 }),
    ],
  },
};

describe('the Forms panel', () => {
  test('lists each form with its fields, submissions, where it is used and links to the builder and submissions', async () => {
    await renderSignedIn(<FormsPanel />, [LIST]);
    const table = await screen.findByRole('table', { name: 'Forms' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.children].slice(0, 4).map((c) => c.textContent))).toEqual([
      ['Contact', '3 fields', '2 submissions of Contact', 'Contact us (page)'],
      ['Survey', '1 field', '0 submissions of Survey', 'Not used'],
    ]);
    expect(within(table).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe(
      '/config/forms/f1',
    );
    expect(
      within(table)
        .getByRole('link', { name: /^2 submissions/ })
        .getAttribute('href'),
    ).toBe('/config/forms/f1/submissions');
  });

  test('Create form asks for a name (required), creates it and opens the builder', async () => {
    const { fetch } = await renderSignedIn(<FormsPanel />, [
      LIST,
      {
        method: 'POST',
        url: '/config/api/forms',
        body: () => formDefinition({ id: 'f9', name: 'Booking', fields: [] }),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Create form' }));
    const dialog = screen.getByRole('dialog', { name: 'Create form' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create form' }));
    expect(await within(dialog).findByText('Enter a name')).toBeTruthy();
    expect(fetch.callsTo('POST', '/config/api/forms')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Booking' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create form' }));
    await waitFor(() => expect(window.location.pathname).toBe('/config/forms/f9'));
    // It starts as a contact form (issue 24 §4).
    const sent = fetch.callsTo('POST', '/config/api/forms')[0]?.json as { name: string; fields: FormField[] };
    expect(sent.name).toBe('Booking');
    expect(
      sent.fields.map((f) => [f.type, 'title' in f ? f.title : '', 'required' in f && f.required]),
    ).toEqual([
      ['name', 'Name', true],
      ['email', 'Email', true],
      ['text', 'Subject', false],
      ['textarea', 'Message', true],
    ]);
  });

  test('Delete asks first; a refusal (409, still placed on a page) shows the server’s message', async () => {
    const message = 'This form is on the page “Contact us”. Remove the form block first.';
    await renderSignedIn(<FormsPanel />, [
      LIST,
      { method: 'DELETE', url: '/config/api/forms/f1', status: 409, body: { code: 'FORM_IN_USE', message } },
      { method: 'DELETE', url: '/config/api/forms/f2', status: 204 },
    ]);
    const table = await screen.findByRole('table', { name: 'Forms' });
    fireEvent.click(within(table).getByRole('button', { name: 'Delete Contact' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete form' });
    expect(confirm.textContent).toContain('It is used on Contact us (page).');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete form' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    fireEvent.click(within(table).getByRole('button', { name: 'Delete Survey' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete form' }));
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Survey' })).toBeNull());
    expect(within(table).getByRole('link', { name: 'Contact' })).toBeTruthy();
  });
});
