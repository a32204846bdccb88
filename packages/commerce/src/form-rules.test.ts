import type { FormField } from '@plinth/contracts';
import { describe, expect, it } from 'vitest';
import {
  answerSummaries,
  characterCount,
  hiddenFieldValue,
  parseFormValues,
  parseMaxLength,
  phoneValue,
  validateFormValues,
  valuesFromPlainForm,
} from './form-rules';

const base = { title: 'T', description: '' };
const fields: FormField[] = [
  { ...base, id: 'title', type: 'section', underline: true },
  { ...base, id: 'who', type: 'name', title: 'Name', required: true },
  { ...base, id: 'mail', type: 'email', title: 'Email', placeholder: '', required: false },
  { ...base, id: 'msg', type: 'textarea', title: 'Message', placeholder: '', required: true, maxLength: 5 },
  { ...base, id: 'when', type: 'date', required: true },
  { ...base, id: 'at', type: 'time', required: false },
  { ...base, id: 'where', type: 'address', required: false },
  { ...base, id: 'tel', type: 'phone', showCountryCode: false, required: true },
  { ...base, id: 'pick', type: 'radio', options: ['A', 'B'], required: true },
  { ...base, id: 'many', type: 'checkbox', options: ['x', 'y', 'z'], required: true },
  { ...base, id: 'menu', type: 'select', options: ['S', 'M'], required: true },
  { ...base, id: 'scale', type: 'likert', options: ['Fast', 'Kind'], required: true },
  { id: 'src', type: 'hidden', key: 'utm_source', value: 'direct' },
];

describe('validateFormValues', () => {
  it('says Required for each empty required field, never for likert or sections', () => {
    const result = validateFormValues(fields, {});
    expect(result).toEqual({
      ok: false,
      message: 'One or more fields is invalid, please check your entries.',
      errors: {
        who: 'Required',
        msg: 'Required',
        when: 'Required',
        tel: 'Required',
        pick: 'Required',
        many: 'Required',
        menu: 'Required',
      },
    });
  });

  it('needs every required part of a list-valued field', () => {
    const result = validateFormValues(fields, { who: ['Ada', ''] });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.who).toBe('Required');
  });

  it('checks the character limit and the email rule', () => {
    const values = {
      who: ['Ada', 'Lovelace'],
      mail: 'not-an-email',
      msg: 'toolong',
      when: ['1', '2', '2026'],
      tel: ['', '555', '123', '4567'],
      pick: 'A',
      many: ['x'],
      menu: 'S',
    };
    const result = validateFormValues(fields, values);
    expect(!result.ok && result.errors).toEqual({
      mail: 'Email is not valid. Email addresses should follow the format user@domain.com.',
      msg: 'You have exceeded the character limit.',
    });
    expect(validateFormValues(fields, { ...values, mail: '', msg: 'short' })).toEqual({ ok: true });
  });
});

describe('value shapes', () => {
  it('gives a three-part phone a blank first part', () => {
    expect(phoneValue(['555', '123', '4567'])).toEqual(['', '555', '123', '4567']);
    expect(phoneValue(['44', '20', '7946', '0000'])).toEqual(['44', '20', '7946', '0000']);
  });

  it('fills a hidden field from its query-string key, else its own value', () => {
    const hidden = { key: 'utm_source', value: 'direct' };
    expect(hiddenFieldValue(hidden, '?utm_source=news')).toBe('news');
    expect(hiddenFieldValue(hidden, '?other=1')).toBe('direct');
  });

  it('reads a max length as an integer, negative or invalid as 0', () => {
    expect(parseMaxLength('120')).toBe(120);
    expect(parseMaxLength(-3)).toBe(0);
    expect(parseMaxLength('abc')).toBe(0);
    expect(characterCount('héllo', 10)).toBe('5 / 10');
  });
});

describe('parseFormValues', () => {
  it('keeps values in their shapes and drops unknown ids', () => {
    const json = JSON.stringify({ who: ['Ada', 'L'], many: ['z', 'x'], scale: { Fast: ['2'] }, extra: 'x' });
    expect(parseFormValues(fields, json)).toEqual({
      ok: true,
      values: { who: ['Ada', 'L'], many: ['x', 'z'], scale: { Fast: ['2'] } },
    });
  });

  it.each([
    ['not JSON', '{'],
    ['an array', '[]'],
    ['a string for a list field', JSON.stringify({ who: 'Ada' })],
    ['an option the field does not have', JSON.stringify({ pick: 'C' })],
    ['a likert answer off the scale', JSON.stringify({ scale: { Fast: ['3'] } })],
    ['an over-long answer', JSON.stringify({ mail: 'x'.repeat(501) })],
  ])('refuses %s', (_, json) => {
    expect(parseFormValues(fields, json)).toEqual({
      ok: false,
      message: 'Could not parse the form fields, please check your entries.',
    });
  });
});

describe('answerSummaries', () => {
  it('formats each answer type and says N/A when missing', () => {
    const answers = answerSummaries(fields, {
      who: ['Ada', 'Lovelace'],
      when: ['11', '25', '2026'],
      at: ['9', '05', '', 'AM'],
      where: ['1 Loom St', '', 'Leeds', 'WY', 'LS1', 'UK'],
      tel: ['44', '20', '7946', '0000'],
      many: ['x', 'z'],
      scale: { Fast: ['1'], Kind: ['-2'] },
      src: 'news',
    });
    expect(Object.fromEntries(answers.map((a) => [a.fieldId, a.summary]))).toEqual({
      who: 'Ada Lovelace',
      mail: 'N/A',
      msg: 'N/A',
      when: '11/25/2026',
      at: '9:05 AM',
      where: '1 Loom St, Leeds, WY LS1, UK',
      tel: '+44 (20) 7946-0000',
      pick: 'N/A',
      many: 'x, z',
      menu: 'N/A',
      scale: 'Fast: Agree; Kind: Strongly Disagree',
      src: 'news',
    });
    expect(answers.find((a) => a.fieldId === 'src')?.rawTitle).toBe('utm_source');
  });
});

describe('valuesFromPlainForm', () => {
  it("builds the island's shapes from the plain form's names", () => {
    const values = valuesFromPlainForm(fields, [
      ['field:who:0', 'Ada'],
      ['field:who:1', 'Lovelace'],
      ['field:tel:1', '555'],
      ['field:tel:2', '123'],
      ['field:tel:3', '4567'],
      ['field:many', 'x'],
      ['field:many', 'z'],
      ['field:scale:1', '-1'],
      ['field:pick', 'B'],
      ['field:nope', 'ignored'],
    ]);
    expect(values).toEqual({
      who: ['Ada', 'Lovelace'],
      tel: ['', '555', '123', '4567'],
      many: ['x', 'z'],
      scale: { Kind: ['-1'] },
      pick: 'B',
    });
  });
});
