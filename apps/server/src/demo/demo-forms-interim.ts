import type { FormField } from '@plinth/contracts';
import { nowIso, type Executor } from '@plinth/db';

/**
 * INTERIM (branch h-form-island only): the Contact page's form until the forms-server branch's demo seed
 * of 'demo-contact' is merged. The lead drops this file and its call in seed.ts when merging that seed.
 * Inserts nothing when a form of that id already exists.
 */
const FIELDS: FormField[] = [
  { id: 'name', type: 'name', title: 'Name', description: '', required: true },
  { id: 'email', type: 'email', title: 'Email', description: '', placeholder: '', required: true },
  {
    id: 'message',
    type: 'textarea',
    title: 'Message',
    description: '',
    placeholder: '',
    required: true,
    maxLength: 500,
  },
];

export async function insertInterimContactForm(trx: Executor, websiteId: string): Promise<void> {
  const existing = await trx
    .selectFrom('forms')
    .select('id')
    .where('id', '=', 'demo-contact')
    .executeTakeFirst();
  if (existing) return;
  const now = nowIso();
  await trx
    .insertInto('forms')
    .values({
      id: 'demo-contact',
      website_id: websiteId,
      name: 'Contact',
      version: 1,
      definition: JSON.stringify({
        fields: FIELDS,
        submitLabel: 'Send',
        parsedSubmissionMessage: '<p>Thank you! We answer within a day.</p>',
        submissionHTML: '',
        successRedirect: '',
        parsedDisclaimerMessage: '',
        captchaEnabled: false,
        captchaTheme: 'light',
        captchaAlignment: 'left',
      }),
      notification_email: '',
      created_at: now,
      updated_at: now,
    })
    .execute();
}
