import {
  CONTENT_ITEM_LIMITS,
  SITE_PAGE_STATUS_LABEL,
  type ContentCollectionSummary,
  type SitePageStatus,
} from '@plinth/contracts';
import { useState } from 'react';
import { listCollections, listContentItems } from '../../api/content-api';
import { Alert } from '../../components/Alert';
import { LoadState, SkeletonRows } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { Link } from '../../router/Link';
import { EDITOR_BASE } from '../../router/router';
import { useSearchQuery } from '../../router/use-search-query';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { pageEditorPath } from '../pages/PageTree';
import { collectionItemsPath, ITEM_NOUN } from './collection-paths';
import { ItemBulkBar } from './ItemBulkBar';
import { ItemsTable } from './ItemsTable';
import { NewItemDialog } from './NewItemDialog';

const STATUSES = Object.keys(SITE_PAGE_STATUS_LABEL) as SitePageStatus[];

/** A Blog's posts or an Events page's events: opened from the Pages list. */
export function CollectionItemsPanel({ collectionId }: { collectionId: string }) {
  const { site } = useSignedIn();
  const collections = useFetch((signal) => listCollections(signal), `${site.id}/collections`);
  return (
    <LoadState state={collections} skeleton={<SkeletonRows rows={4} />}>
      {(data) => {
        const collection = data.collections.find((c) => c.id === collectionId);
        return collection ? (
          <CollectionItems collection={collection} timeZone={data.timeZone} />
        ) : (
          <section className="panel">
            <PanelHeader title="Not found" />
            <Alert tone="error">This blog or events page no longer exists.</Alert>
            <Link to={`${EDITOR_BASE}/pages`}>← Pages</Link>
          </section>
        );
      }}
    </LoadState>
  );
}

function CollectionItems({
  collection,
  timeZone,
}: {
  collection: ContentCollectionSummary;
  timeZone: string;
}) {
  const { can } = useSignedIn();
  const type = collection.collectionType;
  const noun = ITEM_NOUN[type];
  const mayBulk = can(PERMISSION.contentEdit);
  const { query, search, setSearch } = useSearchQuery(collectionItemsPath(collection.id));
  const [status, setStatus] = useState<SitePageStatus | ''>('');
  const [tag, setTag] = useState('');
  const [offset, setOffset] = useState(0);
  const limit = CONTENT_ITEM_LIMITS.pageSizeDefault;
  const filters = { q: query, status: status || undefined, tag: tag.trim() || undefined, offset, limit };
  const items = useFetch(
    (signal) => listContentItems(collection.id, filters, signal),
    JSON.stringify([collection.id, filters]),
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  return (
    <section className="panel" aria-label={`${collection.title}: ${noun.many}`}>
      <Link to={`${EDITOR_BASE}/pages`} className="page-editor__back">
        ← Pages
      </Link>
      <PanelHeader
        title={collection.title}
        description={
          type === 'events'
            ? `The events of ${collection.url}, latest start first. Times are in the site’s time zone, ${timeZone}.`
            : `The posts of ${collection.url}, newest first. Open one to write it in the page editor.`
        }
        actions={
          <>
            <Link to={pageEditorPath(collection.id)} className="button">
              Edit page
            </Link>
            {can(PERMISSION.contentDraft) ? (
              <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
                {noun.New}
              </button>
            ) : null}
          </>
        }
      />
      <div className="toolbar items-toolbar" data-unsaved-ignore>
        <label className="visually-hidden" htmlFor="items-search">
          Search {noun.many}
        </label>
        <input
          id="items-search"
          className="input toolbar__search"
          type="search"
          placeholder="Search by title"
          value={search}
          onChange={(event) => {
            setOffset(0);
            setSearch(event.target.value);
          }}
        />
        <label className="visually-hidden" htmlFor="items-status">
          Status
        </label>
        <select
          id="items-status"
          className="input"
          value={status}
          onChange={(event) => {
            setOffset(0);
            setStatus(event.target.value as SitePageStatus | '');
          }}
        >
          <option value="">All statuses</option>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {SITE_PAGE_STATUS_LABEL[value]}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor="items-tag">
          Tag
        </label>
        <input
          id="items-tag"
          className="input items-toolbar__tag"
          placeholder="Tag"
          value={tag}
          onChange={(event) => {
            setOffset(0);
            setTag(event.target.value);
          }}
        />
      </div>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <LoadState state={items} skeleton={<SkeletonRows rows={5} />}>
        {(data) => {
          const ticked = data.items.filter((i) => selected.has(i.id)).map((i) => i.id);
          if (data.items.length === 0) {
            const filtered = Boolean(query || status || tag.trim());
            return <p className="empty">{filtered ? `No ${noun.many} match.` : `No ${noun.many} yet.`}</p>;
          }
          return (
            <>
              {mayBulk && ticked.length > 0 ? (
                <ItemBulkBar
                  collectionId={collection.id}
                  collectionType={type}
                  ids={ticked}
                  onDone={(message) => {
                    setNotice(message);
                    setSelected(new Set());
                    items.reload();
                  }}
                />
              ) : null}
              <ItemsTable
                items={data.items}
                collectionType={type}
                timeZone={timeZone}
                selected={mayBulk ? selected : null}
                onSelect={setSelected}
              />
              <nav className="items-pager" aria-label={`${noun.Many} pages`}>
                <span aria-live="polite">
                  {data.offset + 1}–{data.offset + data.items.length} of {data.total}
                </span>
                <button
                  type="button"
                  className="button button--small"
                  disabled={data.offset === 0}
                  onClick={() => setOffset(Math.max(0, data.offset - limit))}
                >
                  Previous
                </button>
                <button
                  type="button"
                  className="button button--small"
                  disabled={data.offset + data.items.length >= data.total}
                  onClick={() => setOffset(data.offset + limit)}
                >
                  Next
                </button>
              </nav>
            </>
          );
        }}
      </LoadState>
      {adding ? (
        <NewItemDialog collectionId={collection.id} collectionType={type} onClose={() => setAdding(false)} />
      ) : null}
    </section>
  );
}
