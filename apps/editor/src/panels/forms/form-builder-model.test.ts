import { formWriteSchema } from '@plinth/contracts/schemas';
import { describe, expect, test } from 'vitest';
import {
  draftErrors,
  draftOfDefinition,
  duplicateField,
  errorsOfField,
  MAX_LENGTH_PROBLEM,
  moveItem,
  newField,
  newFormWrite,
} from './form-builder-model';
import { formDefinition } from './forms-test-data';

describe('the form builder model', () => {
  test('a new form starts with Name, Email, Subject and Message, and passes the contract as it is', () => {
    const write = newFormWrite('Contact');
    expect(write.fields?.map((f) => ('title' in f ? f.title : f.id))).toEqual([
      'Name',
      'Email',
      'Subject',
      'Message',
    ]);
    expect(formWriteSchema.safeParse(write).success).toBe(true);
    // Each new form gets fields of its own: editing one never changes the next.
    expect(newFormWrite('Other').fields).not.toBe(write.fields);
  });

  test('new fields get free ids and an empty title (the owner types it); named, they pass the contract', () => {
    const draft = draftOfDefinition(formDefinition());
    const name = newField('name', draft.fields);
    expect(name.id).toBe('name-2');
    expect(name).toMatchObject({ title: '' });
    const hidden = newField('hidden', draft.fields);
    expect(hidden).toEqual({ id: 'hidden', type: 'hidden', key: 'hidden', value: '' });
    // Unnamed, it is refused ("Enter a title"): a type's name never reaches visitors.
    expect(errorsOfField(draftErrors({ ...draft, fields: [...draft.fields, name] }), 3)).toEqual({
      title: 'Enter a title',
    });
    const named = { ...name, title: 'Your name' };
    expect(formWriteSchema.safeParse({ ...draft, fields: [...draft.fields, named, hidden] }).success).toBe(
      true,
    );
  });

  test('a duplicate follows its original with its own id; moves stay in bounds', () => {
    const fields = draftOfDefinition(formDefinition()).fields;
    const next = duplicateField(fields, 1);
    expect(next.map((f) => f.id)).toEqual(['name', 'email', 'email-2', 'message']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  test('a textarea limit of 0, 1.5 or 10001 gets one plain message; empty is fine', () => {
    const draft = draftOfDefinition(formDefinition());
    const withLimit = (maxLength: number | null) => ({
      ...draft,
      fields: draft.fields.map((f) => (f.type === 'textarea' ? { ...f, maxLength } : f)),
    });
    for (const bad of [0, 1.5, 10_001])
      expect(draftErrors(withLimit(bad))['fields.2.maxLength']).toBe(MAX_LENGTH_PROBLEM);
    expect(draftErrors(withLimit(null))).toEqual({});
    expect(draftErrors(withLimit(10_000))).toEqual({});
  });

  test('errorsOfField keeps one field’s messages without its prefix', () => {
    expect(
      errorsOfField(
        { 'fields.1.options': 'Each option must be different', 'fields.10.title': 'x', name: 'y' },
        1,
      ),
    ).toEqual({ options: 'Each option must be different' });
  });
});
