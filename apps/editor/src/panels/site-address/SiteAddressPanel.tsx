import {
  normalizeSiteHost,
  SITE_ADDRESS_REDIRECT_DAYS,
  SITE_DELETION_GRACE_DAYS,
  SITE_LIMITS,
  siteHostProblem,
  type SiteAddresses,
} from '@plinth/contracts';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../../api/api-error';
import { findSession } from '../../api/session-api';
import { deleteSite, loadSiteAddresses, restoreSite, saveSiteHosts } from '../../api/sites-api';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { FormSection } from '../../components/FormSection';
import { LoadState, SkeletonRows } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { EDITOR_MESSAGES } from '../../messages';
import { PERMISSION } from '../../session/permissions';
import { useSession, useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';

/** "17 December 2026" in the owner's language. */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}

/**
 * Settings › Site address (issue 24 §5, decision 0070): the addresses the site answers on, primary first;
 * removed ones that still redirect; and deleting the site, with its name typed to confirm and a grace
 * period in which it can be restored. Administrators change them; other roles read them.
 */
export function SiteAddressPanel() {
  const { site, can } = useSignedIn();
  const addresses = useFetch((signal) => loadSiteAddresses(signal), site.id);
  const canManage = can(PERMISSION.membersManage);
  const { adopt } = useSession();

  function changed(answer: SiteAddresses) {
    addresses.setData(answer);
    // View site links to the primary address: read the session again, staying on this site and screen.
    void findSession()
      .then((session) => {
        if (session) adopt(session, site.id);
      })
      .catch(() => {
        // The link catches up at the next sign-in; the change itself is saved.
      });
  }

  return (
    <section className="panel">
      <PanelHeader
        title="Site address"
        description="The addresses your site answers on, and deleting the site."
      />
      {canManage ? null : (
        <Alert tone="info">Only Administrators can change the addresses or delete the site.</Alert>
      )}
      <LoadState state={addresses} skeleton={<SkeletonRows rows={3} />}>
        {(data) => (
          <>
            {data.deleteAfter ? (
              <Alert tone="info" title="This site is being deleted">
                It is closed to visitors. Its pages, products, orders and files will be removed on{' '}
                {formatDay(data.deleteAfter)}. Restore it before then to open it again as it was.
              </Alert>
            ) : null}
            <AddressesForm data={data} canManage={canManage} onSaved={changed} />
            {data.formerHosts.length > 0 ? (
              <FormSection
                title="Former addresses"
                description="Visitors who use them are sent to the primary address until the date shown. Add one again to use it again."
              >
                <ul className="site-address__former">
                  {data.formerHosts.map((former) => (
                    <li key={former.host}>
                      <span className="site-address__host">{former.host}</span> redirects to {data.hosts[0]}{' '}
                      until {formatDay(former.redirectsUntil)}
                    </li>
                  ))}
                </ul>
              </FormSection>
            ) : null}
            <DeleteSection data={data} canManage={canManage} onChanged={changed} />
          </>
        )}
      </LoadState>
    </section>
  );
}

function AddressesForm({
  data,
  canManage,
  onSaved,
}: {
  data: SiteAddresses;
  canManage: boolean;
  onSaved: (answer: SiteAddresses) => void;
}) {
  const [hosts, setHosts] = useState<string[]>(data.hosts);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const listId = useId();
  const unchanged = hosts.join(' ') === data.hosts.join(' ');

  function edit(next: string[]) {
    setHosts(next);
    setRowErrors({});
    setSaved(false);
  }

  function add(event: FormEvent) {
    event.preventDefault();
    const host = normalizeSiteHost(draft);
    const problem = siteHostProblem(host);
    if (problem) return setDraftError(problem);
    if (hosts.includes(host)) return setDraftError(`${host} is in the list already.`);
    if (hosts.length >= SITE_LIMITS.hostsPerSite)
      return setDraftError(`A site has at most ${SITE_LIMITS.hostsPerSite} addresses.`);
    edit([...hosts, host]);
    setDraft('');
    setDraftError(null);
  }

  async function save() {
    setSaving(true);
    setError(null);
    try {
      const answer = await saveSiteHosts(hosts);
      onSaved(answer);
      setHosts(answer.hosts);
      setSaved(true);
    } catch (failure) {
      if (isApiError(failure) && Object.keys(failure.fieldErrors).length > 0) {
        const byHost: Record<string, string> = {};
        for (const [path, message] of Object.entries(failure.fieldErrors)) {
          const index = Number(path.split('.')[1]);
          const host = hosts[index];
          if (host !== undefined) byHost[host] = message;
        }
        setRowErrors(byHost);
      }
      setError(errorMessage(failure, EDITOR_MESSAGES.somethingWentWrong));
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormSection
      title="Addresses"
      description={`The first is the primary address: links and search engines use it, and the others lead to the same site. Point an address at this server in your domain's DNS before adding it. An address you remove sends visitors to the primary one for ${SITE_ADDRESS_REDIRECT_DAYS} days.`}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <ol className="site-address__list" id={listId} aria-label="Addresses">
        {hosts.map((host, index) => (
          <li key={host} className="site-address__row">
            <span className="site-address__host">{host}</span>
            {index === 0 ? <span className="badge">Primary</span> : null}
            {canManage ? (
              <span className="site-address__actions">
                {index > 0 ? (
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => edit([host, ...hosts.filter((other) => other !== host)])}
                  >
                    Make primary <span className="visually-hidden">{host}</span>
                  </button>
                ) : null}
                <button
                  type="button"
                  className="button button--small button--danger-outline"
                  disabled={hosts.length === 1}
                  onClick={() => edit(hosts.filter((other) => other !== host))}
                >
                  Remove <span className="visually-hidden">{host}</span>
                </button>
              </span>
            ) : null}
            {rowErrors[host] ? (
              <p className="field__error site-address__error" role="alert">
                {rowErrors[host]}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {canManage ? (
        <>
          <form className="site-address__add" onSubmit={add} noValidate>
            <Field label="Add an address" error={draftError ?? undefined} hint="Like shop.example.com">
              {(control) => (
                <input
                  {...control}
                  className="input"
                  value={draft}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => {
                    setDraft(event.target.value);
                    setDraftError(null);
                  }}
                />
              )}
            </Field>
            <button type="submit" className="button">
              Add
            </button>
          </form>
          <div className="site-address__save">
            <button
              type="button"
              className="button button--primary"
              disabled={unchanged || saving}
              onClick={() => void save()}
            >
              {saving ? 'Saving…' : 'Save addresses'}
            </button>
            <p className="site-address__status" role="status">
              {saved && unchanged ? 'Addresses saved.' : unchanged ? '' : 'Unsaved changes'}
            </p>
          </div>
        </>
      ) : null}
    </FormSection>
  );
}

function DeleteSection({
  data,
  canManage,
  onChanged,
}: {
  data: SiteAddresses;
  canManage: boolean;
  onChanged: (answer: SiteAddresses) => void;
}) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const matches = typed.trim() === data.title.trim();

  async function run(action: () => Promise<SiteAddresses>) {
    setBusy(true);
    setError(null);
    try {
      onChanged(await action());
      setOpen(false);
      setTyped('');
    } catch (failure) {
      setError(errorMessage(failure, EDITOR_MESSAGES.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  }

  if (data.deleteAfter) {
    return (
      <FormSection title="Restore the site" description="Opens the site to visitors again, as it was.">
        {error ? <Alert tone="error">{error}</Alert> : null}
        {canManage ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void run(restoreSite)}
          >
            {busy ? 'Restoring…' : 'Restore site'}
          </button>
        ) : null}
      </FormSection>
    );
  }
  return (
    <FormSection
      title="Delete the site"
      description={`Closes the site to visitors at once. Its pages, products, orders, members and files are removed after ${SITE_DELETION_GRACE_DAYS} days; until then an Administrator can restore it here.`}
    >
      {canManage ? (
        <button type="button" className="button button--danger-outline" onClick={() => setOpen(true)}>
          Delete site…
        </button>
      ) : null}
      <Dialog
        open={open}
        role="alertdialog"
        title={`Delete ${data.title}?`}
        onClose={busy ? undefined : () => setOpen(false)}
        footer={
          <>
            <button type="button" className="button" disabled={busy} onClick={() => setOpen(false)}>
              Keep the site
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={!matches || busy}
              onClick={() => void run(() => deleteSite(typed))}
            >
              {busy ? 'Deleting…' : 'Delete site'}
            </button>
          </>
        }
      >
        <p>
          Visitors will see that the site has closed. Everything in it is removed in{' '}
          {SITE_DELETION_GRACE_DAYS} days unless you restore it before then.
        </p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Field label={`Type the site’s name, ${data.title}, to confirm`}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={typed}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </Field>
      </Dialog>
    </FormSection>
  );
}
