// @vitest-environment jsdom
import { FORM_TEXTS, MESSAGES } from '@plinth/commerce';
import { FORM_API } from '@plinth/contracts';
import { mockFetch, type MockRoute } from '@plinth/contracts/testing';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { navigateTo } from '../browser/navigate.client';
import { FORM_RENDER_CENSUS_URL } from './form-census.client';
import { SiteForm } from './SiteForm.island';
import { siteFormProps } from './site-form-fixtures';

vi.mock('../browser/navigate.client', () => ({ navigateTo: vi.fn() }));

type Token = { ok: true; token: string } | { ok: false; message: string };
const captcha = vi.hoisted(() => {
  const state: { token: Token; reset: () => void } = {
    token: { ok: true, token: 'captcha-token' },
    reset: () => undefined,
  };
  return state;
});
vi.mock('../captcha/Captcha', async () => {
  const { useImperativeHandle } = await import('react');
  return {
    Captcha: ({ handleRef }: { handleRef: React.Ref<unknown> }) => {
      useImperativeHandle(handleRef, () => ({
        getToken: () => Promise.resolve(captcha.token),
        reset: () => captcha.reset(),
        destroy: () => undefined,
      }));
      return <div data-testid="captcha" />;
    },
  };
});

const VALIDATE = FORM_API.validate('f1');
const protocol = (save: Partial<MockRoute> = {}): MockRoute[] => [
  { method: 'POST', url: VALIDATE, body: { ok: true } },
  { method: 'POST', url: FORM_API.submissionKey, body: { key: 'k1' } },
  { method: 'POST', url: FORM_API.save, body: { ok: true, submissionId: 's1' }, ...save },
];

beforeEach(() => {
  window.history.replaceState(null, '', '/contact');
  captcha.reset = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  captcha.token = { ok: true, token: 'captcha-token' };
});

/** A label's text: the title, and " *" after a required one's (hidden from screen readers). */
const label = (text: string) => new RegExp(`^${text}( \\*)?$`);
const type = (text: string, value: string, index = 0) =>
  fireEvent.change(screen.getAllByLabelText(label(text))[index]!, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

/** Fills every required field of the fixture form with a valid answer. */
function fillRequired() {
  type('First name', 'Ada');
  type('Last name', 'Lovelace');
  type('Email', 'ada@example.com');
  type('Month', '12');
  type('Day', '10');
  type('Year', '2025');
  type('Area code', '555', 0);
  type('Prefix', '123', 0);
  type('Line number', '4567', 0);
  fireEvent.click(screen.getByLabelText('M'));
  fireEvent.click(screen.getByLabelText('Press'));
  fireEvent.click(screen.getByLabelText('Orders'));
  type('Colour', 'Blue');
  type('Message', 'Hello');
}

function group(name: string) {
  return screen.getByRole('group', { name: new RegExp(`^${name}`) });
}

describe('SiteForm fields', () => {
  test('every field type has a real label; compound fields are fieldsets with their parts labelled', () => {
    render(<SiteForm {...siteFormProps()} />);
    expect(within(group('Name')).getByLabelText('First name')).toBeDefined();
    expect(within(group('Name')).getByLabelText('Last name')).toBeDefined();
    for (const part of [
      'Address line 1',
      'Address line 2',
      'City',
      'State or province',
      'Zip or postal code',
      'Country',
    ])
      expect(within(group('Address')).getByLabelText(part)).toBeDefined();
    for (const part of ['Month', 'Day', 'Year'])
      expect(within(group('Visit date')).getByLabelText(part)).toBeDefined();
    for (const part of ['Hour', 'Minute', 'Second', 'AM or PM'])
      expect(within(group('Visit time')).getByLabelText(part)).toBeDefined();
    // Without the country code: three inputs; with it, four.
    expect(within(group('Phone')).queryByLabelText('Country code')).toBeNull();
    expect(within(group('Mobile')).getByLabelText('Country code')).toBeDefined();
    expect(within(group('Size')).getAllByRole('radio')).toHaveLength(3);
    expect(within(group('Topics')).getAllByRole('checkbox')).toHaveLength(3);
    const colour = screen.getByLabelText<HTMLSelectElement>(/^Colour/);
    expect(colour.options[0]?.textContent).toBe('Select an option');
    const row = screen.getByRole('group', { name: 'The shop was tidy' });
    expect(
      within(row)
        .getAllByRole('radio')
        .map((r) => r.nextElementSibling?.textContent),
    ).toEqual(['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree']);
    expect(screen.getByRole('heading', { name: 'About you' })).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>(/^Email/).type).toBe('email');
    expect(screen.getByLabelText<HTMLInputElement>(/^Website/).type).toBe('url');
    expect(screen.getByLabelText<HTMLInputElement>(/^Age/).type).toBe('number');
    expect(screen.getByLabelText<HTMLInputElement>(/^Password/).type).toBe('password');
    expect(screen.getByLabelText(/^Budget/).getAttribute('aria-describedby')).toMatch(/affix/);
    expect(screen.getByText('$')).toBeDefined();
    // The description is tied to the field.
    const message = screen.getByLabelText(/^Message/);
    expect(message.getAttribute('aria-describedby')).toContain(screen.getByText('Tell us more').id);
  });

  test('the textarea counts "N / max" and turns to its error state past the limit', () => {
    render(<SiteForm {...siteFormProps()} />);
    expect(screen.getByText('0 / 10')).toBeDefined();
    type('Message', 'Hello');
    expect(screen.getByText('5 / 10').className).not.toContain('is-over');
    type('Message', 'Hello there!');
    expect(screen.getByText('12 / 10').className).toContain('is-over');
    submit();
    expect(screen.getByText(FORM_TEXTS.characterLimitExceeded)).toBeDefined();
  });
});

describe('SiteForm validation', () => {
  test('empty: "Required" above each required field, the messages above and below, focus on the first error', () => {
    const fetchMock = mockFetch([]);
    render(<SiteForm {...siteFormProps()} />);
    submit();
    const errors = screen.getAllByText(MESSAGES.required);
    expect(errors).toHaveLength(8);
    // Above the title: the error comes first in its field.
    const nameField = errors[0]!.parentElement!;
    expect(nameField.firstElementChild).toBe(errors[0]);
    expect(within(nameField).getByRole('group', { name: /^Name/ })).toBeDefined();
    const first = screen.getByLabelText('First name');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(first.getAttribute('aria-describedby')).toContain(errors[0]!.id);
    expect(document.activeElement).toBe(first);
    expect(screen.getByText(FORM_TEXTS.formProblemScrollDown)).toBeDefined();
    expect(screen.getByText(FORM_TEXTS.formProblemScrollUp)).toBeDefined();
    expect(screen.getByText(MESSAGES.fieldsInvalid)).toBeDefined();
    expect(screen.getByLabelText(/^Company/).hasAttribute('aria-invalid')).toBe(false);
    expect(fetchMock.callsTo('POST', VALIDATE)).toHaveLength(0);
  });

  test('a bad email shows the email rule and its example', () => {
    mockFetch([]);
    render(<SiteForm {...siteFormProps()} />);
    fillRequired();
    type('Email', 'ada@nowhere');
    submit();
    expect(
      screen.getByText('Email is not valid. Email addresses should follow the format user@domain.com.'),
    ).toBeDefined();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
  });
});

describe('SiteForm submission', () => {
  test('sends each value in its seed shape, keyed by field id, with the page fields', async () => {
    window.history.replaceState(null, '', '/contact?utm_source=newsletter');
    const fetchMock = mockFetch(protocol());
    render(<SiteForm {...siteFormProps()} />);
    fillRequired();
    type('Hour', '9');
    type('Minute', '30');
    type('AM or PM', 'AM');
    type('Country code', '44');
    type('Area code', '20', 1);
    type('Prefix', '7946', 1);
    type('Line number', '0000', 1);
    type('City', 'Springfield');
    fireEvent.click(within(screen.getByRole('group', { name: 'Staff helped' })).getByLabelText('Agree'));
    submit();
    await screen.findByText('we got it');
    expect(fetchMock.callsTo('POST', VALIDATE)).toHaveLength(1);
    const saved = fetchMock.callsTo('POST', FORM_API.save)[0]?.json as Record<string, unknown>;
    expect(saved).toMatchObject({
      key: 'k1',
      formId: 'f1',
      pageTitle: 'Contact',
      pageId: 'p1',
      pagePath: '/contact',
      contentSource: 'c',
      pagePermissionTypeValue: 1,
    });
    expect(saved).not.toHaveProperty('captchaKey');
    const values = JSON.parse(saved.form as string) as Record<string, unknown>;
    expect(values).toMatchObject({
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      day: ['12', '10', '2025'],
      at: ['9', '30', '', 'AM'],
      address: ['', '', 'Springfield', '', '', ''],
      phone: ['', '555', '123', '4567'],
      mobile: ['44', '20', '7946', '0000'],
      size: 'M',
      topics: ['Orders', 'Press'],
      colour: 'Blue',
      survey: { 'Staff helped': ['1'] },
      source: 'newsletter',
      message: 'Hello',
      company: '',
    });
    expect(values).not.toHaveProperty('about');
  });

  test('a hidden field keeps its own value when the query string has no value for its key', async () => {
    const fetchMock = mockFetch(protocol());
    render(<SiteForm {...siteFormProps()} />);
    fillRequired();
    submit();
    await screen.findByText('we got it');
    const saved = fetchMock.callsTo('POST', FORM_API.save)[0]?.json as { form: string };
    expect(JSON.parse(saved.form)).toMatchObject({ source: 'direct' });
  });

  test('Submitting… with the button disabled; then the message and the post-submit HTML replace the form', async () => {
    let answer: (value?: unknown) => void = () => undefined;
    mockFetch(protocol({ wait: new Promise((resolve) => (answer = resolve)) }));
    render(<SiteForm {...siteFormProps()} />);
    fillRequired();
    submit();
    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: MESSAGES.submitting });
    expect(busy.disabled).toBe(true);
    answer();
    const done = await screen.findByText('we got it');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('See you soon')).toBeDefined();
    expect((window as { ranScript?: boolean }).ranScript).toBeUndefined();
    await waitFor(() => expect(document.activeElement).toBe(done.closest('.site-form')));
  });

  test('with a success redirect the browser goes there', async () => {
    mockFetch(protocol());
    render(<SiteForm {...siteFormProps({ successRedirect: '/thanks' })} />);
    fillRequired();
    submit();
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/thanks'));
  });

  const statuses: [number, unknown, string][] = [
    [401, { code: 'FORM_UNAUTHORIZED', message: 'x' }, FORM_TEXTS.unableToSubmitForm],
    [404, { code: 'FORM_NOT_FOUND', message: 'x' }, FORM_TEXTS.formNotConfigured],
    [429, { code: 'RATE_LIMITED', message: 'x' }, FORM_TEXTS.formRateLimited],
    [500, { code: 'INTERNAL', message: 'x' }, FORM_TEXTS.formServerError],
    [400, { code: 'CAPTCHA_FAILED', message: FORM_TEXTS.captchaFailed }, FORM_TEXTS.captchaFailed],
    [400, { code: 'FORM_INVALID', message: '' }, MESSAGES.formUnknownError],
    [409, { code: 'FORM_KEY_SPENT', message: 'x' }, MESSAGES.formUnknownError],
  ];
  test.each(statuses)('a %i answer shows its message and unlocks the form', async (status, body, text) => {
    mockFetch(protocol({ status, body }));
    render(<SiteForm {...siteFormProps()} />);
    fillRequired();
    submit();
    expect(await screen.findByText(text)).toBeDefined();
    expect(screen.getByText(FORM_TEXTS.formProblemScrollDown)).toBeDefined();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
  });

  test("a 400 with per-field errors shows each above its field's title and focuses the first", async () => {
    mockFetch([
      {
        method: 'POST',
        url: VALIDATE,
        status: 400,
        body: {
          code: 'FORM_INVALID',
          message: 'invalid',
          fieldErrors: { email: 'Email is taken by a robot' },
        },
      },
    ]);
    render(<SiteForm {...siteFormProps()} />);
    fillRequired();
    submit();
    const error = await screen.findByText('Email is taken by a robot');
    expect(screen.getByText(MESSAGES.fieldsInvalid)).toBeDefined();
    const email = screen.getByLabelText(/^Email/);
    expect(email.getAttribute('aria-describedby')).toContain(error.id);
    // Focus moves in the effect after the render that shows the errors.
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  test('a key that cannot be had says so', async () => {
    mockFetch([
      { method: 'POST', url: VALIDATE, body: { ok: true } },
      {
        method: 'POST',
        url: FORM_API.submissionKey,
        status: 503,
        body: { code: 'UNAVAILABLE', message: 'x' },
      },
    ]);
    render(<SiteForm {...siteFormProps()} />);
    fillRequired();
    submit();
    expect(await screen.findByText(FORM_TEXTS.formKeyFailed)).toBeDefined();
  });

  test('the captcha token goes with the save; a failure resets the captcha', async () => {
    const fetchMock = mockFetch(protocol({ status: 429, body: { code: 'RATE_LIMITED', message: 'x' } }));
    render(<SiteForm {...siteFormProps({ captchaEnabled: true })} />);
    fillRequired();
    submit();
    await screen.findByText(FORM_TEXTS.formRateLimited);
    expect(fetchMock.callsTo('POST', FORM_API.save)[0]?.json).toMatchObject({ captchaKey: 'captcha-token' });
    expect(vi.mocked(captcha.reset)).toHaveBeenCalledTimes(1);
  });

  test("an unsolved captcha shows the captcha's message and sends nothing", async () => {
    captcha.token = { ok: false, message: FORM_TEXTS.captchaIncomplete };
    const fetchMock = mockFetch(protocol());
    render(<SiteForm {...siteFormProps({ captchaEnabled: true })} />);
    fillRequired();
    submit();
    expect(await screen.findByText(FORM_TEXTS.captchaIncomplete)).toBeDefined();
    expect(fetchMock.callsTo('POST', FORM_API.save)).toHaveLength(0);
  });

  test('validation switched off: no check in the browser, no validate call, and the save says so', async () => {
    const fetchMock = mockFetch(protocol());
    render(<SiteForm {...siteFormProps()} validateBeforeSubmit={false} />);
    submit();
    await screen.findByText('we got it');
    expect(screen.queryByText(MESSAGES.required)).toBeNull();
    expect(fetchMock.callsTo('POST', VALIDATE)).toHaveLength(0);
    expect(fetchMock.callsTo('POST', FORM_API.save)[0]?.json).toMatchObject({ validate: false });
  });

  test('reports the census form-render event once', async () => {
    const fetchMock = mockFetch([{ method: 'POST', url: FORM_RENDER_CENSUS_URL, status: 204 }]);
    const { rerender } = render(<SiteForm {...siteFormProps()} />);
    rerender(<SiteForm {...siteFormProps()} />);
    await vi.waitFor(() => expect(fetchMock.callsTo('POST', FORM_RENDER_CENSUS_URL)).toHaveLength(1));
    expect(fetchMock.callsTo('POST', FORM_RENDER_CENSUS_URL)[0]?.json).toEqual({
      formId: 'f1',
      visitorCookie: '',
    });
  });
});

describe('SiteForm without JavaScript', () => {
  test('the server HTML is a form that posts to the plain endpoint with the plain input names', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<SiteForm {...siteFormProps()} />);
    const form = host.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/forms/f1/submit');
    const names = [...form.querySelectorAll<HTMLInputElement>('[name]')].map((el) => el.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'crumb',
        'pageTitle',
        'pageId',
        'pagePath',
        'contentSource',
        'field:name:0',
        'field:name:1',
        'field:email',
        'field:day:2',
        'field:at:3',
        'field:address:5',
        'field:phone:1',
        'field:mobile:0',
        'field:size',
        'field:topics',
        'field:colour',
        'field:survey:1',
        'field:source',
        'field:message',
      ]),
    );
    expect(names).not.toContain('field:phone:0');
    expect(names).not.toContain('field:about');
    expect(form.querySelector<HTMLInputElement>('[name="field:source"]')?.value).toBe('direct');
    expect(form.querySelector<HTMLInputElement>('[name="pagePath"]')?.value).toBe('/contact');
    expect(host.innerHTML).toContain('We never share your answers.');
  });

  test('a form without fields still renders its button', () => {
    render(<SiteForm {...siteFormProps({ fields: [] })} />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDefined();
  });
});
