// @vitest-environment jsdom
import { FORM_FIELD_TYPE_LABELS, FORM_FIELD_TYPES, SITE_ROLE, type FormFieldType } from '@plinth/contracts';
import { formWriteSchema } from '@plinth/contracts/schemas';
import type { MockRoute } from '@plinth/contracts/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { COMMON_FIELD_TYPES } from './AddFieldMenu';
import { FormBuilderScreen } from './FormBuilderScreen';
import { formDefinition } from './forms-test-data';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FORM_URL = '/config/api/forms/f1';

async function renderBuilder(
  routes: MockRoute[] = [{ url: FORM_URL, body: formDefinition() }],
  role?: number,
) {
  const rendered = await renderSignedIn(<FormBuilderScreen formId="f1" />, routes, role as never);
  await screen.findByRole('heading', { level: 1, name: 'Contact' });
  return rendered;
}

const fieldList = () => screen.getByRole('list', { name: 'Fields' });
const rowNames = () =>
  within(fieldList())
    .getAllByRole('button', { pressed: undefined })
    .filter((b) => b.hasAttribute('aria-pressed'))
    .map((b) => b.querySelector('.form-field-row__name')?.textContent);

/** Opens the last field of the list with this name in the inspector. */
function openField(name: string) {
  const rows = [...fieldList().querySelectorAll<HTMLButtonElement>('.form-field-row__main')];
  const row = rows.filter((b) => b.querySelector('.form-field-row__name')?.textContent === name).pop();
  fireEvent.click(row!);
}

function addField(type: FormFieldType) {
  fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
  if (!COMMON_FIELD_TYPES.includes(type)) {
    fireEvent.click(screen.getByRole('button', { name: 'More field types' }));
  }
  fireEvent.click(
    within(screen.getByRole('list', { name: 'Field types' })).getByRole('button', {
      name: FORM_FIELD_TYPE_LABELS[type],
    }),
  );
  return screen.getByRole('region', { name: `${FORM_FIELD_TYPE_LABELS[type]} field settings` });
}

/** The labels of the inspector's controls, in order. */
function propertyLabels(region: HTMLElement): string[] {
  return [...region.querySelectorAll<HTMLInputElement>('input, textarea, select')].map(
    (control) => control.labels?.[0]?.textContent ?? '?',
  );
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save form' }));

describe('the form builder', () => {
  test('Add field lists the common types, then all 19 under More; each new field has exactly the properties seed 001 gives its type', async () => {
    await renderBuilder();
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    const menu = screen.getByRole('list', { name: 'Field types' });
    const labels = () =>
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(labels()).toEqual([
      'Text',
      'Text area',
      'Email',
      'Name',
      'Phone',
      'Dropdown',
      'Checkboxes',
      'Radio buttons',
      'Date',
      'More field types',
    ]);
    fireEvent.click(within(menu).getByRole('button', { name: 'More field types' }));
    expect(new Set(labels())).toEqual(new Set(FORM_FIELD_TYPES.map((t) => FORM_FIELD_TYPE_LABELS[t])));
    expect(labels()).toHaveLength(FORM_FIELD_TYPES.length);
    // The first rare type takes the focus, where the More button was.
    expect(document.activeElement?.textContent).toBe('Number');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('list', { name: 'Field types' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add field' }));

    const plain = ['Title', 'Description'];
    const expected: Record<FormFieldType, string[]> = {
      text: [...plain, 'Placeholder', 'Required'],
      textarea: [...plain, 'Placeholder', 'Character limit', 'Required'],
      email: [...plain, 'Placeholder', 'Required'],
      number: [...plain, 'Placeholder', 'Required'],
      website: [...plain, 'Placeholder', 'Required'],
      currency: [...plain, 'Currency symbol', 'Required'],
      password: [...plain, 'Required'],
      twitter: [...plain, 'Required'],
      date: [...plain, 'Required'],
      time: [...plain, 'Required'],
      name: [...plain, 'Required'],
      address: [...plain, 'Required'],
      phone: [...plain, 'Include country code', 'Required'],
      section: [...plain, 'Underline'],
      radio: [...plain, 'Option 1', 'Option 2', 'Required'],
      checkbox: [...plain, 'Option 1', 'Option 2', 'Required'],
      select: [...plain, 'Option 1', 'Option 2', 'Required'],
      likert: [...plain, 'Statement 1', 'Required'],
      hidden: ['Key', 'Value'],
    };
    for (const type of FORM_FIELD_TYPES) {
      expect([type, propertyLabels(addField(type))]).toEqual([type, expected[type]]);
    }
    expect(rowNames()).toHaveLength(3 + FORM_FIELD_TYPES.length);
    // The form already had a Name field: the new one gets an id of its own.
    openField('Name');
    expect(screen.getAllByRole('region', { name: 'Name field settings' })[0]!.textContent).toContain(
      'name-2',
    );
  }, 60_000);

  test('fields move with the ↑ ↓ buttons (focus stays on the moved field), duplicate and remove', async () => {
    await renderBuilder();
    expect(rowNames()).toEqual(['Name', 'Email', 'Message']);
    const handle = screen.getByRole('button', { name: 'Drag Email' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
    await waitFor(() =>
      expect(document.getElementById(handle.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
        'press Space or Enter to pick it up',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Move Email up' }));
    expect(rowNames()).toEqual(['Email', 'Name', 'Message']);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Email down' })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move Email down' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Email down' }));
    expect(rowNames()).toEqual(['Name', 'Message', 'Email']);

    fireEvent.click(screen.getByRole('button', { name: 'Duplicate Message' }));
    expect(rowNames()).toEqual(['Name', 'Message', 'Message (copy)', 'Email']);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Message (copy)');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Name' }));
    expect(rowNames()).toEqual(['Message', 'Message (copy)', 'Email']);
  });

  test('options: add, reorder and the rule “Each option must be different”, checked before anything is sent', async () => {
    const { fetch } = await renderBuilder();
    const region = addField('select');
    // A new field waits for its label: the caret is in its empty Title, which suggests one.
    const title = within(region).getByRole<HTMLInputElement>('textbox', { name: 'Title' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.value).toBe('');
    expect(title.placeholder).toBe('e.g. Topic');
    fireEvent.change(title, { target: { value: 'Topic' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Add option' }));
    const third = within(region).getByRole('textbox', { name: 'Option 3' });
    await waitFor(() => expect(document.activeElement).toBe(third));
    fireEvent.change(third, { target: { value: 'Option 1' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Move Option 3 up' }));
    expect(
      within(region)
        .getAllByRole('textbox')
        .slice(2)
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['Option 1', 'Option 1', 'Option 2']);
    save();
    const region2 = screen.getByRole('region', { name: 'Dropdown field settings' });
    expect(await within(region2).findByText('Each option must be different')).toBeTruthy();
    expect(within(fieldList()).getByText('Needs attention')).toBeTruthy();
    expect(fetch.callsTo('PUT', FORM_URL)).toHaveLength(0);
    fireEvent.click(within(region2).getByRole('button', { name: 'Remove Option 2' }));
    expect(
      within(region2)
        .getAllByRole('textbox')
        .slice(2)
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['Option 1', 'Option 2']);
  });

  test('a textarea’s character limit must be a whole number from 1 to 10000, or empty', async () => {
    const { fetch } = await renderBuilder();
    openField('Message');
    const limit = screen.getByRole('spinbutton', { name: 'Character limit' });
    expect(limit).toHaveProperty('value', '500');
    fireEvent.change(limit, { target: { value: '0' } });
    save();
    expect(await screen.findByText(/Enter a whole number from 1 to 10000/)).toBeTruthy();
    expect(limit.getAttribute('aria-invalid')).toBe('true');
    expect(fetch.callsTo('PUT', FORM_URL)).toHaveLength(0);
  });

  test('Save sends the whole form, valid for formWriteSchema, with the version it was loaded at', async () => {
    const saved = formDefinition({ version: 4, name: 'Contact us', updatedAt: '2026-03-05T10:00:00.000Z' });
    const { fetch } = await renderBuilder([
      { url: FORM_URL, body: formDefinition() },
      { method: 'PUT', url: FORM_URL, body: () => saved },
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Contact us' } });
    const phone = addField('phone');
    fireEvent.change(within(phone).getByRole('textbox', { name: 'Title' }), { target: { value: 'Phone' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include country code' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Captcha theme' }), { target: { value: 'dark' } });
    save();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    const [call] = fetch.callsTo('PUT', FORM_URL);
    const body = formWriteSchema.parse(call?.json);
    expect(body).toMatchObject({
      name: 'Contact us',
      expectedVersion: 3,
      captchaTheme: 'dark',
      submitLabel: 'Send',
    });
    expect(body.fields.map((f) => f.type)).toEqual(['name', 'email', 'textarea', 'phone']);
    expect(body.fields[3]).toMatchObject({
      id: 'phone',
      title: 'Phone',
      showCountryCode: true,
      required: false,
    });
    expect(screen.getByText(/Version 4/)).toBeTruthy();
  });

  test('a save over a newer version (409) says so and Reload takes the latest version', async () => {
    const { fetch } = await renderBuilder([
      { url: FORM_URL, body: formDefinition() },
      {
        method: 'PUT',
        url: FORM_URL,
        status: 409,
        body: { code: 'FORM_VERSION_CONFLICT', message: 'This form was changed since you opened it.' },
      },
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Mine' } });
    save();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This form changed elsewhere');
    fetch.routes.unshift({ url: FORM_URL, body: formDefinition({ version: 5, name: 'Theirs' }) });
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload the latest version' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Theirs' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Theirs');
    expect(screen.queryByText('This form changed elsewhere')).toBeNull();
    expect(screen.getByText(/Version 5/)).toBeTruthy();
  });

  test('the server’s field errors ("fields.1.title") show beside that field, which is opened', async () => {
    await renderBuilder([
      { url: FORM_URL, body: formDefinition() },
      {
        method: 'PUT',
        url: FORM_URL,
        status: 400,
        body: {
          code: 'FORM_INVALID',
          message: 'Check the highlighted fields.',
          fieldErrors: { 'fields.1.title': 'That title is taken' },
        },
      },
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Changed' } });
    save();
    const region = await screen.findByRole('region', { name: 'Email field settings' });
    expect(within(region).getByText('That title is taken')).toBeTruthy();
    expect(within(region).getByRole('textbox', { name: 'Title' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Check the highlighted fields.');
  });

  test('a viewer sees the form but cannot change it', async () => {
    await renderBuilder(undefined, SITE_ROLE.VIEWER);
    expect(screen.getByText('Your role can look at forms but not change them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add field' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save form' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Email' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Title' }).matches(':disabled')).toBe(true);
  });
});
