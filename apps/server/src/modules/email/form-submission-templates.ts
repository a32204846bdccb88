import { renderEmailLayout } from './layout';
import type { EmailTemplate } from './templates';

export interface FormSubmissionEmailData {
  formName: string;
  /** Each answer's field title and its one-line summary ("N/A" when missing): plain text, escaped here. */
  answers: { title: string; summary: string }[];
  pageTitle: string;
  pagePath: string;
  /** ISO time of the submission. */
  submittedAt: string;
  /** The form's submissions in the editor. */
  submissionsUrl: string;
}

/** The owner's notice of a site form's submission (docs/forms.md): every answer, escaped. */
export const formSubmissionTemplate: EmailTemplate<FormSubmissionEmailData> = {
  id: 'form-submission',
  name: 'Form submission',
  description: "Sent to the form's notification address (or the site's Administrators) for each submission.",
  render: (data, brand) =>
    renderEmailLayout(brand, {
      subject: `New submission: ${data.formName}`,
      heading: `New submission to ${data.formName}`,
      paragraphs: [
        data.pageTitle || data.pagePath
          ? `Sent from ${data.pageTitle || data.pagePath}${data.pageTitle && data.pagePath ? ` (${data.pagePath})` : ''} on ${data.submittedAt.slice(0, 16).replace('T', ' ')} UTC.`
          : `Sent on ${data.submittedAt.slice(0, 16).replace('T', ' ')} UTC.`,
      ],
      sections: data.answers.map((answer) => ({ title: answer.title, lines: answer.summary.split('\n') })),
      action: { label: 'See all submissions', url: data.submissionsUrl },
    }),
  sample: (origin) => ({
    formName: 'Contact',
    answers: [
      { title: 'Name', summary: 'Ada Lovelace' },
      { title: 'Email', summary: 'ada@example.com' },
      { title: 'Message', summary: 'Do you ship beans to Lisbon?' },
    ],
    pageTitle: 'Contact',
    pagePath: '/contact',
    submittedAt: '2026-05-01T10:20:30.000Z',
    submissionsUrl: `${origin}/config/forms/sample`,
  }),
};
