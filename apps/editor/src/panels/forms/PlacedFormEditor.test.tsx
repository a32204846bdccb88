// @vitest-environment jsdom
import { SITE_ROLE } from '@plinth/contracts';
import { formWriteSchema } from '@plinth/contracts/schemas';
import type { MockRoute } from '@plinth/contracts/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { formDefinition, formSummary } from './forms-test-data';
import { PlacedFormEditor } from './PlacedFormEditor';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FORM_URL = '/config/api/forms/f1';
const LIST = { url: '/config/api/forms', body: { forms: [formSummary()] } };

/** The editor under a page heading, with a way to close it as choosing another block does. */
function Harness({ onSaved }: { onSaved?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <h1>Contact us</h1>
      <button type="button" onClick={() => setOpen(false)}>
        Choose another block
      </button>
      {open ? <PlacedFormEditor formId="f1" pageId="p1" onSaved={onSaved} /> : null}
    </>
  );
}

async function renderPlaced(routes: MockRoute[], role?: number, onSaved?: () => void) {
  const rendered = await renderSignedIn(<Harness onSaved={onSaved} />, [LIST, ...routes], role as never);
  await screen.findByRole('region', { name: 'Form: Contact' });
  return rendered;
}

const status = () => document.querySelector('.placed-form__save')!;
const names = () =>
  [...document.querySelectorAll('.form-field-row__name')].map((node) => node.textContent ?? '');

describe('the Form block’s form, edited in the side panel', () => {
  test('its fields are listed; an edit is saved after a pause with the version it builds on, then the next with the new one', async () => {
    let version = 3;
    const onSaved = vi.fn();
    const { fetch } = await renderPlaced(
      [
        { url: FORM_URL, body: formDefinition() },
        { method: 'PUT', url: FORM_URL, body: () => formDefinition({ version: ++version }) },
      ],
      undefined,
      onSaved,
    );
    expect(names()).toEqual(['Name', 'Email', 'Message']);
    const button = screen.getByRole('textbox', { name: 'Submit button label' });
    fireEvent.change(button, { target: { value: 'Send it' } });
    expect(status().textContent).toBe('Unsaved changes');
    expect(fetch.callsTo('PUT', FORM_URL)).toHaveLength(0);
    await waitFor(() => expect(status().textContent).toBe('Saved'));
    fireEvent.change(button, { target: { value: 'Send it now' } });
    await waitFor(() => expect(fetch.callsTo('PUT', FORM_URL)).toHaveLength(2));
    const [first, second] = fetch.callsTo('PUT', FORM_URL).map((call) => formWriteSchema.parse(call.json));
    expect(first).toMatchObject({ submitLabel: 'Send it', expectedVersion: 3 });
    expect(second).toMatchObject({ submitLabel: 'Send it now', expectedVersion: 4 });
    expect(second?.fields.map((f) => f.id)).toEqual(['name', 'email', 'message']);
    // The page editor shows the page again after each save: the form is not part of its document.
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
  });

  test('a new field waits for its label (nothing is sent without one), then is saved with it', async () => {
    const { fetch } = await renderPlaced([
      { url: FORM_URL, body: formDefinition() },
      { method: 'PUT', url: FORM_URL, body: () => formDefinition({ version: 4 }) },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Field types' })).getByRole('button', { name: 'Text' }),
    );
    const region = screen.getByRole('region', { name: 'Text field settings' });
    const title = within(region).getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute('placeholder')).toBe('e.g. Company');
    await waitFor(() => expect(status().textContent).toBe('Not saved'));
    expect(screen.getByText('Not saved yet: fix the marked field.')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(fetch.callsTo('PUT', FORM_URL)).toHaveLength(0);

    fireEvent.change(title, { target: { value: 'Order number' } });
    fireEvent.click(within(region).getByRole('checkbox', { name: 'Required' }));
    await waitFor(() => expect(status().textContent).toBe('Saved'));
    const [call] = fetch.callsTo('PUT', FORM_URL);
    const body = formWriteSchema.parse(call?.json);
    expect(body.fields.at(-1)).toMatchObject({
      id: 'text',
      type: 'text',
      title: 'Order number',
      required: true,
    });
    expect(names()).toEqual(['Name', 'Email', 'Message', 'Order number']);
  });

  test('closing the panel right after an edit still sends it', async () => {
    const { fetch } = await renderPlaced([
      { url: FORM_URL, body: formDefinition() },
      { method: 'PUT', url: FORM_URL, body: () => formDefinition({ version: 4 }) },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Email' }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose another block' }));
    await waitFor(() => expect(fetch.callsTo('PUT', FORM_URL)).toHaveLength(1));
    const body = formWriteSchema.parse(fetch.callsTo('PUT', FORM_URL)[0]?.json);
    expect(body.fields.map((f) => f.id)).toEqual(['name', 'message']);
  });

  test('a change made elsewhere first (409) stops saving until the form is reloaded', async () => {
    const { fetch } = await renderPlaced([
      { url: FORM_URL, body: formDefinition() },
      {
        method: 'PUT',
        url: FORM_URL,
        status: 409,
        body: { code: 'FORM_VERSION_CONFLICT', message: 'This form was changed since you opened it.' },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This form changed elsewhere');
    expect(screen.getByRole('button', { name: 'Add field' }).matches(':disabled')).toBe(true);
    fetch.routes.unshift({
      url: FORM_URL,
      body: formDefinition({ version: 7, fields: formDefinition().fields.slice(0, 1) }),
    });
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload the form' }));
    await waitFor(() => expect(names()).toEqual(['Name']));
    expect(screen.queryByText('This form changed elsewhere')).toBeNull();
    expect(status().textContent).toBe('Saved');
  });

  test('other pages showing the form are named, this page is not', async () => {
    await renderSignedIn(<Harness />, [
      {
        url: '/config/api/forms',
        body: {
          forms: [
            formSummary({
              usedOn: [
                { kind: 'page', id: 'p1', title: 'Contact us' },
                { kind: 'page', id: 'p2', title: 'Home' },
              ],
            }),
          ],
        },
      },
      { url: FORM_URL, body: formDefinition() },
    ]);
    expect(await screen.findByText('Also shown on Home: changes here show there too.')).toBeTruthy();
  });

  test('a role without forms.manage sees the fields but cannot change them', async () => {
    await renderPlaced([{ url: FORM_URL, body: formDefinition() }], SITE_ROLE.VIEWER);
    expect(screen.getByText('Your role can look at forms but not change them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add field' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Submit button label' }).matches(':disabled')).toBe(true);
  });
});
