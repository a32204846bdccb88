import type { FormSummary } from '@plinth/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { deleteForm, listForms } from '../../api/forms-api';
import { Alert } from '../../components/Alert';
import { LoadState, SkeletonRows } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { useConfirm } from '../../components/use-confirm';
import { EDITOR_MESSAGES } from '../../messages';
import { Link } from '../../router/Link';
import { navigate } from '../../router/router';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { formPath, submissionsPath } from './form-paths';
import { NewFormDialog } from './NewFormDialog';
import '../../styles/forms.css';
import { RowButton, TableHead } from '../../components/TableParts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Where a form is placed, in words ("Contact (page), Linen Shirt (product)"); "Not used" when nowhere. */
function usedOnText(form: FormSummary): string {
  if (form.usedOn.length === 0) return 'Not used';
  return form.usedOn.map((use) => `${use.title} (${use.kind})`).join(', ');
}

/** The site's forms: name, fields, submissions, where each is used, when it changed; create and delete. */
export function FormsPanel() {
  const { can, site } = useSignedIn();
  const canManage = can(PERMISSION.formsManage);
  const forms = useFetch((signal) => listForms(signal), site.id);
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();

  async function remove(form: FormSummary) {
    const used = form.usedOn.length > 0 ? ` It is used on ${usedOnText(form)}.` : '';
    const confirmed = await confirm({
      title: 'Delete form',
      message: `Delete “${form.name}” and its ${count(form.submissionCount, 'submission', 'submissions')}?${used} This cannot be undone.`,
      confirmLabel: 'Delete form',
      danger: true,
    });
    if (!confirmed) return;
    setProblem(null);
    try {
      await deleteForm(form.id);
      if (forms.data) forms.setData({ forms: forms.data.forms.filter((f) => f.id !== form.id) });
    } catch (error) {
      // A form still placed on a page or product is refused (409): the server's message says where.
      setProblem(errorMessage(error, EDITOR_MESSAGES.somethingWentWrong));
    }
  }

  return (
    <section className="panel">
      <PanelHeader
        title="Forms"
        description="Contact forms, surveys and sign-ups. Place one on a page with the Form block."
        actions={
          canManage ? (
            <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
              Create form
            </button>
          ) : null
        }
      />
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <LoadState state={forms} skeleton={<SkeletonRows rows={3} />}>
        {({ forms: items }) =>
          items.length === 0 ? (
            <div className="empty">
              <p>Your site has no forms yet.</p>
              {canManage ? (
                <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
                  Create your first form
                </button>
              ) : null}
            </div>
          ) : (
            <div className="table-wrap card">
              <table className="table forms-table">
                <caption className="visually-hidden">Forms</caption>
                <TableHead columns={['Name', 'Fields', 'Submissions', 'Used on', 'Updated']} />
                <tbody>
                  {items.map((form) => (
                    <tr key={form.id}>
                      <th scope="row">
                        <Link to={formPath(form.id)}>{form.name}</Link>
                      </th>
                      <td data-label="Fields">{count(form.fieldCount, 'field', 'fields')}</td>
                      <td data-label="Submissions">
                        <Link to={submissionsPath(form.id)}>
                          {count(form.submissionCount, 'submission', 'submissions')}
                          <span className="visually-hidden"> of {form.name}</span>
                        </Link>
                      </td>
                      <td data-label="Used on">{usedOnText(form)}</td>
                      <td data-label="Updated">{new Date(form.updatedAt).toLocaleDateString()}</td>
                      <td className="table__actions">
                        {canManage ? (
                          <RowButton
                            label="Delete"
                            name={form.name}
                            onClick={() => void remove(form)}
                            danger
                          />
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </LoadState>
      {creating ? (
        <NewFormDialog
          onClose={() => setCreating(false)}
          onCreated={(form) => {
            setCreating(false);
            navigate(formPath(form.id));
          }}
        />
      ) : null}
      {dialog}
    </section>
  );
}
