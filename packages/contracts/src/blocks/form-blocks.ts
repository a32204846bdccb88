import type { BlockDefinition } from './block-definition';
import { FORM_BLOCK_HEADING_MAX } from './form-options';

/** The form block (issue 11; seed 001's block type 9): a form of the site's Forms panel on a page. */
const form: BlockDefinition = {
  type: 'form',
  label: 'Form',
  group: 'Links and more',
  keywords: ['contact', 'survey', 'questions', 'enquiry', 'signup', 'fields'],
  defaults: () => ({ formId: '', heading: '' }),
  // The heading first: the chosen form's fields are edited under the picker, at the end of the panel.
  fields: [
    { name: 'heading', label: 'Heading', kind: 'text', maxLength: FORM_BLOCK_HEADING_MAX },
    { name: 'formId', label: 'Form', kind: 'form' },
  ],
};

export const FORM_BLOCKS = { form } satisfies Record<string, BlockDefinition>;
