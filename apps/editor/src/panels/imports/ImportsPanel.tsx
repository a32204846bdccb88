import {
  IMPORT_KIND,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ImportKind,
  type ImportRun,
} from '@plinth/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/api-error';
import { downloadProductsCsv, getImportRun, listImportRuns, startImport } from '../../api/imports-api';
import { Alert } from '../../components/Alert';
import { FormSection } from '../../components/FormSection';
import { LoadState, SkeletonRows } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { TableHead } from '../../components/TableParts';
import { EDITOR_MESSAGES } from '../../messages';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { formatDateTime } from '../email/email-status';
import { ImportRunView, KIND_LABEL } from './ImportRunView';

/** How often a running import is asked how far it got. */
const POLL_MS = 1000;

const KIND_HELP: Record<ImportKind, string> = {
  'shopify-csv': 'In Shopify: Products, Export, "All products", CSV for Excel or plain CSV.',
  wordpress: 'In WordPress: Tools, Export, All content. Squarespace: Settings, Import & export, Export.',
};

/** Moving in: import a Shopify product CSV or a WordPress export, follow it, read its report; export products. */
export function ImportsPanel() {
  const { site, can } = useSignedIn();
  const kinds = [
    ...(can(PERMISSION.storeEdit) ? [IMPORT_KIND.shopifyCsv] : []),
    ...(can(PERMISSION.contentEdit) ? [IMPORT_KIND.wordpress] : []),
  ];
  const runs = useFetch((signal) => listImportRuns(signal), site.id);
  const [current, setCurrent] = useState<ImportRun | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);

  useEffect(() => {
    if (!current || current.status === 'done' || current.status === 'failed') return;
    const timer = setTimeout(() => {
      getImportRun(current.id).then(
        (run) => {
          setCurrent(run);
          if (run.status === 'done' || run.status === 'failed') runs.reload();
        },
        () => setCurrent({ ...current }),
      );
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [current, runs]);

  async function exportProducts() {
    setExportError(null);
    try {
      await downloadProductsCsv();
    } catch (failure) {
      setExportError(errorMessage(failure, EDITOR_MESSAGES.somethingWentWrong));
    }
  }

  return (
    <section className="panel imports-panel">
      <PanelHeader
        title="Import & export"
        description="Move in from Shopify or WordPress. Importing the same file again updates what it brought in before; nothing is duplicated."
      />
      {kinds.length > 0 ? <ImportForm kinds={kinds} onStarted={setCurrent} /> : null}
      {current ? <ImportRunView run={current} /> : null}
      {can(PERMISSION.storeView) ? (
        <FormSection
          title="Export products"
          description="Every product and variant as a Shopify product CSV, to edit in a spreadsheet and import again."
        >
          {exportError ? <Alert tone="error">{exportError}</Alert> : null}
          <button type="button" className="button" onClick={() => void exportProducts()}>
            Download products CSV
          </button>
        </FormSection>
      ) : null}
      <FormSection title="Recent imports">
        <LoadState state={runs} skeleton={<SkeletonRows rows={3} />}>
          {(data) =>
            data.runs.length === 0 ? (
              <p className="empty-state">No imports yet.</p>
            ) : (
              <div className="table-wrap">
                <table className="table imports-table">
                  <caption className="visually-hidden">Recent imports</caption>
                  <TableHead columns={['File', 'Kind', 'Result', 'Started']} />
                  <tbody>
                    {data.runs.map((run) => (
                      <tr key={run.id}>
                        <th scope="row">{run.fileName}</th>
                        <td data-label="Kind">{KIND_LABEL[run.kind]}</td>
                        <td data-label="Result">
                          {run.status === 'failed'
                            ? 'Refused'
                            : `${run.imported} imported, ${run.updated} updated, ${run.skipped} skipped`}
                        </td>
                        <td data-label="Started">{formatDateTime(run.createdAt)}</td>
                        <td className="table__actions">
                          <button
                            type="button"
                            className="button button--small"
                            aria-label={`Show the report of ${run.fileName}`}
                            onClick={() => void getImportRun(run.id).then(setCurrent)}
                          >
                            Report
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </LoadState>
      </FormSection>
    </section>
  );
}

function ImportForm({ kinds, onStarted }: { kinds: ImportKind[]; onStarted: (run: ImportRun) => void }) {
  const fileId = useId();
  const [kind, setKind] = useState<ImportKind>(kinds[0] ?? IMPORT_KIND.shopifyCsv);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!file) return setError(IMPORT_MESSAGES.fileMissing);
    if (file.size > IMPORT_LIMITS.fileMaxBytes) return setError(IMPORT_MESSAGES.fileTooLarge);
    setBusy(true);
    try {
      onStarted(await startImport(kind, file));
    } catch (failure) {
      setError(errorMessage(failure, EDITOR_MESSAGES.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormSection title="Import" description={KIND_HELP[kind]}>
      <form className="import-form" onSubmit={(event) => void submit(event)} noValidate>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <fieldset className="field import-form__kinds">
          <legend className="field__label">What are you importing?</legend>
          {kinds.map((option) => (
            <label key={option} className="choice">
              <input
                type="radio"
                name="import-kind"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {option === IMPORT_KIND.shopifyCsv
                ? 'Products (Shopify product CSV)'
                : 'Blog posts and pages (WordPress export)'}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={fileId} className="field__label">
            File
          </label>
          <input
            id={fileId}
            type="file"
            className="input"
            accept={kind === IMPORT_KIND.shopifyCsv ? '.csv,text/csv' : '.xml,text/xml,application/xml'}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Uploading…' : 'Import'}
        </button>
      </form>
    </FormSection>
  );
}
