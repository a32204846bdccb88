import { DEFAULT_SUBMISSION_MESSAGE, type FormField } from '@plinth/contracts';
import { nowIso, type Executor } from '@plinth/db';

/** The demo Contact page's form (the form block on /contact names it). */
export const DEMO_CONTACT_FORM_ID = 'demo-contact';
/** The Coffee Beans product's additional fields. */
export const DEMO_COFFEE_FORM_ID = 'demo-coffee-beans';

const contactFields: FormField[] = [
  { id: 'name', type: 'name', title: 'Name', description: '', required: true },
  { id: 'email', type: 'email', title: 'Email', description: '', placeholder: '', required: true },
  {
    id: 'message',
    type: 'textarea',
    title: 'Message',
    description: '',
    placeholder: '',
    required: true,
    maxLength: 1000,
  },
];

const coffeeFields: FormField[] = [
  {
    id: 'grind',
    type: 'select',
    title: 'Grind',
    description: '',
    options: ['Whole bean', 'Espresso', 'Filter', 'French press'],
    required: true,
  },
  {
    id: 'gift-note',
    type: 'textarea',
    title: 'Gift note',
    description: 'We hand-write it on the card in the box.',
    placeholder: '',
    required: false,
    maxLength: 200,
  },
];

function definition(fields: FormField[], captchaEnabled: boolean, submitLabel: string): string {
  return JSON.stringify({
    fields,
    submitLabel,
    parsedSubmissionMessage: DEFAULT_SUBMISSION_MESSAGE,
    submissionHTML: '',
    successRedirect: '',
    parsedDisclaimerMessage: '',
    captchaEnabled,
    captchaTheme: 'light',
    captchaAlignment: 'left',
  });
}

/**
 * The demo site's forms (docs/forms.md): Contact (Name, Email, Message; with the captcha) and the
 * Coffee Beans options (Grind, Gift note), which the Coffee Beans product opens on add to cart.
 */
export async function seedDemoForms(trx: Executor, websiteId: string): Promise<void> {
  const now = nowIso();
  const forms = [
    { id: DEMO_CONTACT_FORM_ID, name: 'Contact', definition: definition(contactFields, true, 'Send') },
    {
      id: DEMO_COFFEE_FORM_ID,
      name: 'Coffee Beans options',
      definition: definition(coffeeFields, false, 'Add To Cart'),
    },
  ];
  for (const form of forms) {
    await trx
      .insertInto('forms')
      .values({
        ...form,
        website_id: websiteId,
        version: 1,
        notification_email: '',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('form_versions')
      .values({ form_id: form.id, version: 1, name: form.name, definition: form.definition, created_at: now })
      .execute();
  }
  await trx
    .updateTable('products')
    .set({ additional_fields_form_id: DEMO_COFFEE_FORM_ID })
    .where('website_id', '=', websiteId)
    .where('url_id', '=', 'coffee-beans')
    .execute();
}
