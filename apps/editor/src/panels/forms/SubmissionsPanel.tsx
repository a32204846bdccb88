import type { FormSubmission, FormSubmissionList } from '@plinth/contracts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { errorMessage } from '../../api/api-error';
import { deleteSubmission, getForm, listSubmissions } from '../../api/forms-api';
import { Alert } from '../../components/Alert';
import { LoadState, SkeletonRows } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { useConfirm } from '../../components/use-confirm';
import { EDITOR_MESSAGES } from '../../messages';
import { Link } from '../../router/Link';
import { useSearchQuery } from '../../router/use-search-query';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch, type FetchHandle } from '../../state/use-fetch';
import { CsvExportButton } from './CsvExportButton';
import { formPath, submissionsPath, submittedAt } from './form-paths';
import { SubmissionDialog } from './SubmissionDialog';
import '../../styles/forms.css';
import { TableHead } from '../../components/TableParts';

/** How many answers a row of the list shows before "Open" shows them all. */
const ANSWERS_IN_ROW = 3;

/**
 * /config/forms/:id/submissions: newest first, searched with ?q= (kept in the address), Load more by the
 * server's cursor, each opened to read every answer, deleted after a confirmation, exported as CSV.
 * Answers are text: React escapes them; nothing here is ever inserted as HTML.
 */
export function SubmissionsPanel({ formId }: { formId: string }) {
  const { can, site } = useSignedIn();
  const canManage = can(PERMISSION.formsManage);
  const path = submissionsPath(formId);
  const { query, search, setSearch } = useSearchQuery(path);
  const form = useFetch((signal) => getForm(formId, signal), `${site.id}/${formId}`);
  const list = useFetch(
    (signal) => listSubmissions(formId, { q: query }, signal),
    `${site.id}/${formId}?${query}`,
  );
  const [loadingMore, setLoadingMore] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState<FormSubmission | null>(null);
  const { confirm, dialog } = useConfirm();
  const tableRef = useRef<HTMLTableSectionElement>(null);
  const focusRow = useRef<number | null>(null);

  useEffect(() => {
    const index = focusRow.current;
    focusRow.current = null;
    if (index === null) return;
    tableRef.current?.querySelectorAll<HTMLElement>('[data-open-submission]')[index]?.focus();
  }, [list.data]);

  async function loadMore(current: FormSubmissionList) {
    if (!current.nextCursor || loadingMore) return;
    setLoadingMore(true);
    setProblem(null);
    try {
      const next = await listSubmissions(formId, { q: query, cursor: current.nextCursor });
      focusRow.current = current.submissions.length;
      list.setData({ ...next, submissions: [...current.submissions, ...next.submissions] });
    } catch (error) {
      setProblem(errorMessage(error, EDITOR_MESSAGES.somethingWentWrong));
    } finally {
      setLoadingMore(false);
    }
  }

  async function remove(submission: FormSubmission) {
    const confirmed = await confirm({
      title: 'Delete submission',
      message: `Delete the submission of ${submittedAt(submission)}? This cannot be undone.`,
      confirmLabel: 'Delete submission',
      danger: true,
    });
    if (!confirmed) return;
    setProblem(null);
    try {
      await deleteSubmission(formId, submission.id);
      setOpen(null);
      const current = list.data;
      if (current)
        list.setData({
          ...current,
          total: Math.max(0, current.total - 1),
          submissions: current.submissions.filter((s) => s.id !== submission.id),
        });
    } catch (error) {
      setProblem(errorMessage(error, EDITOR_MESSAGES.somethingWentWrong));
    }
  }

  const name = form.data?.name ?? 'Form';
  return (
    <section className="panel">
      <p className="panel-back">
        <Link to={formPath(formId)}>← {name}</Link>
      </p>
      <PanelHeader
        title={`Submissions: ${name}`}
        description={list.data ? totalText(list.data.total, query) : undefined}
      />
      <div className="toolbar submissions-toolbar" data-unsaved-ignore>
        <label className="visually-hidden" htmlFor="submission-search">
          Search submissions
        </label>
        <input
          id="submission-search"
          className="input toolbar__search"
          type="search"
          placeholder="Search answers"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <CsvExportButton formId={formId} query={query} formName={name} />
      </div>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <LoadState state={list} skeleton={<SkeletonRows rows={4} />}>
        {(data) =>
          data.submissions.length === 0 ? (
            <p className="empty">{query ? `No submissions match “${query}”.` : 'No submissions yet.'}</p>
          ) : (
            <SubmissionsTable
              data={data}
              list={list}
              bodyRef={tableRef}
              canManage={canManage}
              loadingMore={loadingMore}
              onOpen={setOpen}
              onDelete={(s) => void remove(s)}
              onLoadMore={() => void loadMore(data)}
            />
          )
        }
      </LoadState>
      {open ? (
        <SubmissionDialog
          submission={open}
          canDelete={canManage}
          onDelete={() => void remove(open)}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {dialog}
    </section>
  );
}

function totalText(total: number, query: string): string {
  const n = `${total} ${total === 1 ? 'submission' : 'submissions'}`;
  return query ? `${n} match “${query}”` : n;
}

interface TableProps {
  data: FormSubmissionList;
  list: FetchHandle<FormSubmissionList>;
  bodyRef: RefObject<HTMLTableSectionElement | null>;
  canManage: boolean;
  loadingMore: boolean;
  onOpen: (submission: FormSubmission) => void;
  onDelete: (submission: FormSubmission) => void;
  onLoadMore: () => void;
}

function SubmissionsTable({
  data,
  bodyRef,
  canManage,
  loadingMore,
  onOpen,
  onDelete,
  onLoadMore,
}: TableProps) {
  return (
    <>
      <div className="table-wrap card">
        <table className="table submissions-table">
          <caption className="visually-hidden">Submissions</caption>
          <TableHead columns={['Date', 'Page', 'Answers']} />
          <tbody ref={bodyRef}>
            {data.submissions.map((submission) => (
              <tr key={submission.id}>
                <th scope="row">
                  <button
                    type="button"
                    className="link-button"
                    data-open-submission
                    onClick={() => onOpen(submission)}
                  >
                    {submittedAt(submission)}
                  </button>
                </th>
                <td data-label="Page">{submission.pageTitle || submission.pagePath || '—'}</td>
                <td data-label="Answers" className="submissions-table__answers">
                  {submission.answers.slice(0, ANSWERS_IN_ROW).map((answer) => (
                    <span key={answer.fieldId} className="submissions-table__answer">
                      <span className="submissions-table__question">{answer.rawTitle}:</span> {answer.summary}
                    </span>
                  ))}
                </td>
                <td className="table__actions">
                  {canManage ? (
                    <button
                      type="button"
                      className="button button--small button--danger-outline"
                      onClick={() => onDelete(submission)}
                    >
                      Delete{' '}
                      <span className="visually-hidden">the submission of {submittedAt(submission)}</span>
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="submissions-count" role="status">
        Showing {data.submissions.length} of {data.total}
      </p>
      {data.nextCursor ? (
        <button type="button" className="button" onClick={onLoadMore} aria-disabled={loadingMore}>
          {loadingMore ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </>
  );
}
