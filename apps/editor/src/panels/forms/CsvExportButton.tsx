import { useState, type MouseEvent } from 'react';
import { errorMessage } from '../../api/api-error';
import { fetchSubmissionsCsv, submissionsCsvUrl } from '../../api/forms-api';
import { EDITOR_MESSAGES } from '../../messages';

/** A file name from the form's name: "Contact us" -> "contact-us-submissions.csv". */
export function csvFileName(formName: string): string {
  const base = formName
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'form'}-submissions.csv`;
}

/**
 * Export CSV: a link to the export with the list's search. A click reads it with the editor's headers
 * (the chosen site) and saves the file; without Blob URLs the link is simply followed.
 */
export function CsvExportButton({
  formId,
  query,
  formName,
}: {
  formId: string;
  query: string;
  formName: string;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const href = submissionsCsvUrl(formId, query);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    if (typeof URL.createObjectURL !== 'function') return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const blob = await fetchSubmissionsCsv(formId, query);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = csvFileName(formName);
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      setProblem(errorMessage(error, EDITOR_MESSAGES.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="csv-export">
      <a className="button" href={href} download={csvFileName(formName)} onClick={(e) => void download(e)}>
        {busy ? 'Exporting…' : 'Export CSV'}
      </a>
      {problem ? (
        <span className="field__error" role="alert">
          {problem}
        </span>
      ) : null}
    </span>
  );
}
