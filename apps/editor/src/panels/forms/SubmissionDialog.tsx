import type { FormSubmission } from '@plinth/contracts';
import { Dialog } from '../../components/Dialog';
import { submittedAt } from './form-paths';

interface SubmissionDialogProps {
  submission: FormSubmission;
  canDelete: boolean;
  onDelete: () => void;
  onClose: () => void;
}

/** One submission: when, from which page, and every answer's summary (text: React escapes it). */
export function SubmissionDialog({ submission, canDelete, onDelete, onClose }: SubmissionDialogProps) {
  return (
    <Dialog
      open
      wide
      title={`Submission of ${submittedAt(submission)}`}
      onClose={onClose}
      footer={
        canDelete ? (
          <button type="button" className="button button--danger-outline" onClick={onDelete}>
            Delete submission
          </button>
        ) : null
      }
    >
      <p className="muted">
        From {submission.pageTitle || 'a page'}
        {submission.pagePath ? (
          <>
            {' '}
            (<code>{submission.pagePath}</code>)
          </>
        ) : null}
      </p>
      <dl className="submission-answers">
        {submission.answers.map((answer) => (
          <div key={answer.fieldId} className="submission-answers__item">
            <dt>{answer.rawTitle}</dt>
            <dd>{answer.summary}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
