import { SortableRow } from '../../components/sortable/SortableRow';
import { describeTarget, type SitePage } from './link-target';
import { isFolder, type NavEntry } from './nav-tree';

interface NavigationRowProps {
  entry: NavEntry;
  pages: readonly SitePage[];
  disabled: boolean;
  first: boolean;
  last: boolean;
  canIndent: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onIndent: () => void;
  onOutdent: () => void;
  onEdit: () => void;
  onRemove: () => void;
}

/** A link or folder: its drag handle, what it is and where it leads, and buttons for every move. */
export function NavigationRow(props: NavigationRowProps) {
  const { entry, pages } = props;
  const folder = isFolder(entry);
  const name = entry.title;
  return (
    <SortableRow
      id={entry.key}
      name={name}
      block="nav-row"
      modifiers={entry.depth === 1 ? ['nav-row--nested'] : []}
      rowAttributes={{ 'data-nav-key': entry.key }}
      disabled={props.disabled}
      first={props.first}
      last={props.last}
      onMoveUp={props.onMoveUp}
      onMoveDown={props.onMoveDown}
      actions={
        <>
          {entry.depth === 1 ? (
            <button
              type="button"
              className="button button--small"
              data-action="outdent"
              onClick={props.onOutdent}
              aria-label={`Move ${name} out of its folder`}
              title="Move out of the folder"
            >
              ←
            </button>
          ) : (
            <button
              type="button"
              className="button button--small"
              data-action="indent"
              onClick={props.onIndent}
              disabled={!props.canIndent}
              aria-label={`Move ${name} into the folder above`}
              title="Move into the folder above"
            >
              →
            </button>
          )}
          <button type="button" className="button button--small" onClick={props.onEdit}>
            Edit <span className="visually-hidden">{name}</span>
          </button>
          <button
            type="button"
            className="button button--small button--danger-outline"
            onClick={props.onRemove}
          >
            Remove <span className="visually-hidden">{name}</span>
          </button>
        </>
      }
    >
      <div className="nav-row__text">
        <span className="nav-row__title">
          {name}
          {folder ? <span className="badge">Folder</span> : null}
          {entry.newWindow ? <span className="badge badge--quiet">New window</span> : null}
        </span>
        <span className="nav-row__target">
          {folder ? 'Holds the links below it' : describeTarget(entry, pages)}
        </span>
      </div>
    </SortableRow>
  );
}
