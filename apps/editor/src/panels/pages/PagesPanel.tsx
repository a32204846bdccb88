import {
  SITE_PAGE_LAYOUTS,
  SITE_PAGE_LIMITS,
  SITE_PAGE_MESSAGES,
  type SitePageLayout,
} from '@plinth/contracts';
import { useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../../api/api-error';
import { createPage, listPages } from '../../api/pages-api';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { Checkbox, Field } from '../../components/Field';
import { LoadState, SkeletonRows } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { navigate } from '../../router/router';
import { PERMISSION } from '../../session/permissions';
import { useSession, useSignedIn } from '../../session/SessionProvider';
import { siteUrl } from '../../shell/site-url';
import { EDITOR_MESSAGES } from '../../messages';
import { useFetch } from '../../state/use-fetch';
import { pageEditorPath, PageTree } from './PageTree';

export const PAGE_LAYOUT_LABEL: Record<SitePageLayout, { label: string; description: string }> = {
  blank: { label: 'Blank', description: 'An empty page to build from scratch.' },
  about: {
    label: 'About',
    description: 'A heading, your story, a picture, a button to your shop and a gallery.',
  },
  contact: { label: 'Contact', description: 'How to reach you: address, map and hours.' },
  landing: { label: 'Landing', description: 'A large opening section, highlights and a call to action.' },
  store: { label: 'Store page', description: 'Products from your shop with an introduction.' },
  blog: {
    label: 'Blog',
    description: 'Posts listed newest first, each with its own page, tags and categories.',
  },
  events: {
    label: 'Events',
    description: 'Upcoming and past events with dates, places and Add to calendar.',
  },
};

/** The site's pages as a tree, each with its status; Add page makes one from a layout and opens it. */
export function PagesPanel() {
  const { site, can } = useSignedIn();
  const { state } = useSession();
  const pages = useFetch((signal) => listPages(signal), site.id);
  // View opens the page on the chosen site's own address (the editor may be on another site's).
  const currentSiteId = state.status === 'signed-in' ? state.session.currentSiteId : site.id;
  const viewUrl = (path: string) => siteUrl(site, path, currentSiteId);
  const [adding, setAdding] = useState(false);
  const mayCreate = can(PERMISSION.contentDraft);

  return (
    <section className="panel" aria-label="Pages">
      <PanelHeader
        title="Pages"
        description="The pages of your site, built from blocks. Open one to edit it on the live design."
        actions={
          mayCreate ? (
            <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
              Add page
            </button>
          ) : null
        }
      />
      <LoadState state={pages} skeleton={<SkeletonRows rows={4} />}>
        {(data) =>
          data.pages.length === 0 ? (
            <p className="empty-state">No pages yet. Add one to start building your site.</p>
          ) : (
            <PageTree
              pages={data.pages}
              viewUrl={viewUrl}
              mayDelete={can(PERMISSION.contentEdit)}
              onDeleted={pages.reload}
              mayChooseHome={can(PERMISSION.contentEdit)}
              onHomeChanged={pages.reload}
            />
          )
        }
      </LoadState>
      {adding ? <AddPageDialog onClose={() => setAdding(false)} /> : null}
    </section>
  );
}

function AddPageDialog({ onClose }: { onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [layout, setLayout] = useState<SitePageLayout>('blank');
  // A new page is usually meant to be found: on by default, for the roles that may change the navigation.
  const canLink = useSignedIn().can(PERMISSION.contentEdit);
  const [addToNavigation, setAddToNavigation] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (title.trim() === '') {
      setTitleError(SITE_PAGE_MESSAGES.titleRequired);
      return;
    }
    setBusy(true);
    setError(null);
    setTitleError(null);
    try {
      const page = await createPage({
        title: title.trim(),
        layout,
        ...(canLink ? { addToNavigation } : {}),
      });
      navigate(pageEditorPath(page.id));
    } catch (caught) {
      const field = isApiError(caught) ? caught.fieldErrors.title : undefined;
      if (field) setTitleError(field);
      else setError(errorMessage(caught, 'Unable to connect. Please try again'));
      setBusy(false);
    }
  }

  return (
    <Dialog open title="Add page" onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate className="stack">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Field label="Title" error={titleError}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={title}
              maxLength={SITE_PAGE_LIMITS.titleMax}
              autoComplete="off"
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </Field>
        <fieldset className="layout-choice">
          <legend className="field__label">Layout</legend>
          {SITE_PAGE_LAYOUTS.map((value) => (
            <div key={value} className="layout-choice__option">
              <input
                id={`page-layout-${value}`}
                type="radio"
                name="layout"
                value={value}
                checked={layout === value}
                aria-describedby={`page-layout-${value}-text`}
                onChange={() => setLayout(value)}
              />
              <div>
                <label className="layout-choice__label" htmlFor={`page-layout-${value}`}>
                  {PAGE_LAYOUT_LABEL[value].label}
                </label>
                <p id={`page-layout-${value}-text`} className="layout-choice__description">
                  {PAGE_LAYOUT_LABEL[value].description}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        {canLink ? (
          <Checkbox
            label="Add to main navigation"
            hint="Visitors see the link once the page is published."
            checked={addToNavigation}
            onChange={setAddToNavigation}
          />
        ) : null}
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {EDITOR_MESSAGES.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Adding…' : 'Add page'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
