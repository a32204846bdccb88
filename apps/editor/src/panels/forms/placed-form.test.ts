// @vitest-environment jsdom
import { FORM_LIMITS } from '@plinth/contracts';
import { formWriteSchema } from '@plinth/contracts/schemas';
import { mockFetch } from '@plinth/contracts/testing';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { formDefinition } from './forms-test-data';
import { createPlacedForm, placedFormName } from './placed-form';

afterEach(() => vi.unstubAllGlobals());

describe('the form a new Form block starts with', () => {
  test('is named after its page', () => {
    expect(placedFormName('Contact')).toBe('Contact form');
    expect(placedFormName('  Booking form ')).toBe('Booking form');
    expect(placedFormName('')).toBe('Page form');
    expect(placedFormName('x'.repeat(200))).toHaveLength(FORM_LIMITS.nameMax);
  });

  test('is created with the starter fields, valid for formWriteSchema', async () => {
    document.cookie = 'crumb=test-crumb-1234567890';
    const fetch = mockFetch([
      {
        method: 'POST',
        url: '/config/api/forms',
        body: () => formDefinition({ id: 'f9', name: 'Contact form' }),
      },
    ]);
    expect(await createPlacedForm('Contact')).toEqual({ ok: true, formId: 'f9' });
    const body = formWriteSchema.parse(fetch.callsTo('POST', '/config/api/forms')[0]?.json);
    expect(body.name).toBe('Contact form');
    expect(body.fields.map((f) => f.id)).toEqual(['name', 'email', 'subject', 'message']);
  });

  test('when it cannot be made, says why and what to do', async () => {
    document.cookie = 'crumb=test-crumb-1234567890';
    mockFetch([
      {
        method: 'POST',
        url: '/config/api/forms',
        status: 409,
        body: { code: 'FORM_LIMIT_REACHED', message: 'You can have at most 200 forms. Delete one first.' },
      },
    ]);
    expect(await createPlacedForm('Contact')).toEqual({
      ok: false,
      message:
        'The Form block was added without a form: You can have at most 200 forms. Delete one first. Choose or create one in its settings.',
    });
  });
});
