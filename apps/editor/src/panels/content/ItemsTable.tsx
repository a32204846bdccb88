import type { CollectionType, ContentItemSummary } from '@plinth/contracts';
import { useEffect, useRef } from 'react';
import { Link } from '../../router/Link';
import { pageEditorPath } from '../pages/PageTree';
import { pageStatusView } from '../pages/page-status-view';
import { formatPublishTime } from '../pages/schedule-time';
import { ITEM_NOUN } from './collection-paths';

interface ItemsTableProps {
  items: readonly ContentItemSummary[];
  collectionType: CollectionType;
  /** The site's time zone: events' times are shown in it. */
  timeZone: string;
  /** Ids ticked; null when the owner may not change items in bulk (no checkboxes). */
  selected: ReadonlySet<string> | null;
  onSelect: (ids: ReadonlySet<string>) => void;
}

/** When an event starts (in the site's zone), or the post's date; "Not published yet" before it has one. */
function dateOf(item: ContentItemSummary, timeZone: string): string {
  if (item.collectionType === 'events') {
    if (!item.startsAt) return 'No date yet';
    const when = new Date(item.startsAt);
    return item.allDay
      ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(when)
      : formatPublishTime(item.startsAt, { timeZone });
  }
  // Published or scheduled through the toolbar, an item takes its publish time until a date is chosen.
  const date = item.itemDate ?? (item.status === 'draft' ? null : item.publishAt);
  return date ? formatPublishTime(date) : 'Not published yet';
}

/**
 * A collection's items as a table: a checkbox per row when bulk changes are allowed, the title (opens
 * the page editor), status, date, author and tags.
 */
export function ItemsTable({ items, collectionType, timeZone, selected, onSelect }: ItemsTableProps) {
  const allRef = useRef<HTMLInputElement>(null);
  const count = selected ? items.filter((i) => selected.has(i.id)).length : 0;
  const all = count > 0 && count === items.length;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  const noun = ITEM_NOUN[collectionType];

  function toggle(id: string, on: boolean) {
    if (!selected) return;
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelect(next);
  }

  return (
    <div className="table-wrap card">
      <table className="table items-table">
        <caption className="visually-hidden">{noun.Many}</caption>
        <thead>
          <tr>
            {selected ? (
              <th scope="col" className="product-table__check">
                <input
                  ref={allRef}
                  type="checkbox"
                  className="product-table__checkbox"
                  aria-label={`Select all ${noun.many}`}
                  checked={all}
                  onChange={(event) => onSelect(new Set(event.target.checked ? items.map((i) => i.id) : []))}
                />
              </th>
            ) : null}
            <th scope="col">Title</th>
            <th scope="col">Status</th>
            <th scope="col">{collectionType === 'events' ? 'Starts' : 'Date'}</th>
            <th scope="col" className="items-table__wide">
              Author
            </th>
            <th scope="col" className="items-table__wide">
              Tags
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const status = pageStatusView(item);
            const checked = selected?.has(item.id) ?? false;
            return (
              <tr key={item.id} className={checked ? 'product-table__row is-selected' : 'product-table__row'}>
                {selected ? (
                  <td className="product-table__check">
                    <input
                      type="checkbox"
                      className="product-table__checkbox"
                      aria-label={`Select ${item.title}`}
                      checked={checked}
                      onChange={(event) => toggle(item.id, event.target.checked)}
                    />
                  </td>
                ) : null}
                <td>
                  <Link to={pageEditorPath(item.id)} className="product-table__title">
                    {item.title}
                  </Link>
                  <span className="items-table__url">{item.url}</span>
                </td>
                <td>
                  <span className={`badge badge--page-${status.badge}`}>{status.label}</span>
                  {status.schedule ? <span className="items-table__note">{status.schedule}</span> : null}
                </td>
                <td className="items-table__date">{dateOf(item, timeZone)}</td>
                <td className="items-table__wide">{item.author?.name ?? '—'}</td>
                <td className="items-table__wide">
                  {item.tags.length > 0 ? (
                    <ul className="items-table__tags" aria-label={`Tags of ${item.title}`}>
                      {item.tags.map((tag) => (
                        <li key={tag} className="badge badge--quiet">
                          {tag}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
