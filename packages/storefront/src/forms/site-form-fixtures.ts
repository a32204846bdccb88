import type { FormField, PublicForm } from '@plinth/contracts';
import type { SiteFormProps } from './SiteForm.island';

/** Test builders for the site form island: a form with every field type, and its props. */
export const EVERY_FIELD: FormField[] = [
  { id: 'name', type: 'name', title: 'Name', description: 'As on your order', required: true },
  { id: 'email', type: 'email', title: 'Email', description: '', placeholder: '', required: true },
  { id: 'about', type: 'section', title: 'About you', description: 'A few questions', underline: true },
  { id: 'company', type: 'text', title: 'Company', description: '', placeholder: 'Acme', required: false },
  { id: 'age', type: 'number', title: 'Age', description: '', placeholder: '', required: false },
  { id: 'site', type: 'website', title: 'Website', description: '', placeholder: '', required: false },
  { id: 'budget', type: 'currency', title: 'Budget', description: '', currencySymbol: '$', required: false },
  { id: 'secret', type: 'password', title: 'Password', description: '', required: false },
  { id: 'handle', type: 'twitter', title: 'Twitter', description: '', required: false },
  { id: 'day', type: 'date', title: 'Visit date', description: '', required: true },
  { id: 'at', type: 'time', title: 'Visit time', description: '', required: false },
  { id: 'address', type: 'address', title: 'Address', description: '', required: false },
  { id: 'phone', type: 'phone', title: 'Phone', description: '', showCountryCode: false, required: true },
  { id: 'mobile', type: 'phone', title: 'Mobile', description: '', showCountryCode: true, required: false },
  { id: 'size', type: 'radio', title: 'Size', description: '', options: ['S', 'M', 'L'], required: true },
  {
    id: 'topics',
    type: 'checkbox',
    title: 'Topics',
    description: '',
    options: ['Orders', 'Returns', 'Press'],
    required: true,
  },
  {
    id: 'colour',
    type: 'select',
    title: 'Colour',
    description: '',
    options: ['Red', 'Blue'],
    required: true,
  },
  {
    id: 'survey',
    type: 'likert',
    title: 'Your visit',
    description: '',
    options: ['The shop was tidy', 'Staff helped'],
    required: false,
  },
  { id: 'source', type: 'hidden', key: 'utm_source', value: 'direct' },
  {
    id: 'message',
    type: 'textarea',
    title: 'Message',
    description: 'Tell us more',
    placeholder: '',
    required: true,
    maxLength: 10,
  },
];

export function publicForm(overrides: Partial<PublicForm> = {}): PublicForm {
  return {
    id: 'f1',
    name: 'Contact',
    version: 1,
    fields: EVERY_FIELD,
    submitLabel: 'Send',
    parsedSubmissionMessage: '<p>Thanks, <strong>we got it</strong>.</p>',
    submissionHTML: '<p class="extra">See you soon</p><script>window.ranScript = true</script>',
    successRedirect: '',
    parsedDisclaimerMessage: '<p>We never share your answers.</p>',
    captchaEnabled: false,
    captchaTheme: 'light',
    captchaAlignment: 'left',
    ...overrides,
  };
}

export function siteFormProps(overrides: Partial<PublicForm> = {}): SiteFormProps {
  return {
    form: publicForm(overrides),
    page: {
      pageTitle: 'Contact',
      pageId: 'p1',
      pagePath: '/contact',
      contentSource: 'c',
      pagePermissionTypeValue: 1,
    },
    crumb: 'crumb-1',
    captcha: { provider: 'altcha', challengeUrl: '/api/captcha/challenge' },
  };
}
