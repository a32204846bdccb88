import type { SitePageSummary } from '@plinth/contracts';
import { useState } from 'react';
import { Alert } from '../../components/Alert';
import { Link } from '../../router/Link';
import { collectionItemsPath, ITEM_NOUN } from '../content/collection-paths';
import { EDITOR_BASE } from '../../router/router';
import { pageStatusView } from './page-status-view';
import { useDeletePage } from './use-delete-page';
import { useSetHomePage } from './use-set-home-page';

export const pageEditorPath = (id: string) => `${EDITOR_BASE}/pages/${encodeURIComponent(id)}`;

interface PageTreeProps {
  pages: readonly SitePageSummary[];
  /** content.edit: Delete in each row. */
  mayDelete: boolean;
  /** After a delete: load the list again (subpages moved up a level). */
  onDeleted: () => void;
  /** content.edit: "Set as home page" on a live page that is not the home page. */
  mayChooseHome?: boolean;
  /** After a new home page was chosen: load the list again (addresses changed). */
  onHomeChanged?: () => void;
  /** The address View opens for a page's path: on the chosen site's own host (site-url.ts). */
  viewUrl?: (path: string) => string;
}

/**
 * The Pages panel's rows: title and address, status (with a scheduled page's time), badges, and Edit,
 * View (a live page, new tab), Set as home page (a live page) and Delete (after a confirmation naming
 * the page).
 */
export function PageTree({
  pages,
  mayDelete,
  onDeleted,
  mayChooseHome,
  onHomeChanged,
  viewUrl = (path) => path,
}: PageTreeProps) {
  const deleting = useDeletePage();
  const homing = useSetHomePage();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function remove(page: SitePageSummary) {
    setNotice(null);
    const subpageCount = pages.filter((other) => other.parentId === page.id).length;
    const outcome = await deleting.requestDelete({
      id: page.id,
      title: page.title,
      subpageCount,
      navigations: page.navigations,
    });
    if (outcome.deleted) {
      setNotice({ tone: 'success', text: `Deleted “${page.title}”.` });
      onDeleted();
    } else if (outcome.error) setNotice({ tone: 'error', text: outcome.error });
  }

  async function makeHome(page: SitePageSummary) {
    setNotice(null);
    const outcome = await homing.requestHome(
      page,
      pages.find((other) => other.isHome),
    );
    if (outcome.done) {
      setNotice({ tone: 'success', text: outcome.notice });
      onHomeChanged?.();
    } else if (outcome.error) setNotice({ tone: 'error', text: outcome.error });
  }

  return (
    <>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <ul className="page-tree card" aria-label="Site pages">
        {pages.map((page) => (
          <li key={page.id} className="page-tree__row" data-depth={Math.min(page.depth, 4)}>
            <div className="page-tree__text">
              <Link to={pageEditorPath(page.id)} className="page-tree__title">
                {page.title}
              </Link>
              <span className="page-tree__url">{page.url}</span>
            </div>
            <div className="page-tree__badges">
              {page.isHome ? <span className="badge">Home page</span> : null}
              <PageStatus page={page} />
              {page.locked ? <span className="badge badge--quiet">Password</span> : null}
              {page.memberOnly ? <span className="badge badge--quiet">Members only</span> : null}
              {page.hasUnpublishedChanges && page.live ? (
                <span className="badge badge--quiet">Unpublished changes</span>
              ) : null}
            </div>
            <div className="page-tree__actions">
              {page.collectionType ? (
                <Link
                  to={collectionItemsPath(page.id)}
                  className="button button--small"
                  aria-label={`${ITEM_NOUN[page.collectionType].Many} of ${page.title}`}
                >
                  {ITEM_NOUN[page.collectionType].Many}
                </Link>
              ) : null}
              <Link
                to={pageEditorPath(page.id)}
                className="button button--small"
                aria-label={`Edit ${page.title}`}
              >
                Edit
              </Link>
              {page.live ? (
                <a
                  className="button button--small"
                  href={viewUrl(page.url)}
                  target="_blank"
                  rel="noopener"
                  aria-label={`View ${page.title} (opens in a new tab)`}
                >
                  View
                </a>
              ) : null}
              {mayChooseHome && !page.isHome && page.live ? (
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Set ${page.title} as home page`}
                  onClick={() => void makeHome(page)}
                >
                  Set as home page
                </button>
              ) : null}
              {mayDelete ? (
                <button
                  type="button"
                  className="button button--small button--danger-outline"
                  aria-label={`Delete ${page.title}`}
                  onClick={() => void remove(page)}
                >
                  Delete
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {deleting.dialog}
      {homing.dialog}
    </>
  );
}

function PageStatus({ page }: { page: SitePageSummary }) {
  const view = pageStatusView(page);
  return (
    <>
      <span className={`badge badge--page-${view.badge}`}>{view.label}</span>
      {view.schedule ? <span className="page-tree__scheduled">{view.schedule}</span> : null}
    </>
  );
}
