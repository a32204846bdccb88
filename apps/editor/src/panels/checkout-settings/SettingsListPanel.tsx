import type { ReactNode } from 'react';
import { Alert } from '../../components/Alert';
import { LoadState, SkeletonRows } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import type { FetchHandle } from '../../state/use-fetch';
import { useSettingRows } from './use-setting-rows';
import { RowButton } from '../../components/TableParts';

/** What the add/edit dialog of a row is given: the row (null: a new one), closing and saving. */
export interface SettingDialogSlot<T> {
  row: T | null;
  close: () => void;
  /** Closes the dialog, announces `text` and reloads the list. */
  saved: (text: string) => void;
}

interface SettingsListPanelProps<T extends { id: string }, D> {
  title: string;
  description: string;
  addLabel: string;
  /** The loaded list and whatever else the panel fetched with it. */
  data: FetchHandle<D>;
  skeletonRows: number;
  items: (loaded: D) => T[];
  emptyText: string;
  caption: string;
  /** The column headings; the first is the row's own heading cell. */
  columns: string[];
  /** The row's cells, its `<th scope="row">` first, without the actions cell. */
  cells: (item: T, loaded: D) => ReactNode;
  /** How Edit and Delete name the row to a screen reader. */
  label: (item: T) => string;
  /** How the delete confirmation and its outcome name the row. */
  describe: (item: T) => string;
  remove: (id: string) => Promise<void>;
  dialog: (slot: SettingDialogSlot<T>, loaded: D) => ReactNode;
  /** Shown above the table once loaded (tax: the prices-include-tax switch). */
  before?: (loaded: D) => ReactNode;
}

/**
 * A checkout setup panel (shipping, taxes, coupons): the header with its Add button, the table of
 * rows with Edit and Delete for those who may edit the store, the add/edit dialog and the delete
 * confirmation, and the loading, error and empty states.
 */
export function SettingsListPanel<T extends { id: string }, D>(props: SettingsListPanelProps<T, D>) {
  const { can } = useSignedIn();
  const canEdit = can(PERMISSION.storeEdit);
  const { data } = props;
  const rows = useSettingRows<T>({ remove: props.remove, reload: data.reload, describe: props.describe });

  return (
    <section className="panel">
      <PanelHeader
        title={props.title}
        description={props.description}
        actions={
          canEdit ? (
            <button type="button" className="button button--primary" onClick={() => rows.setEditing('new')}>
              {props.addLabel}
            </button>
          ) : null
        }
      />
      {rows.notice ? <Alert tone={rows.notice.tone}>{rows.notice.text}</Alert> : null}
      <LoadState state={data} skeleton={<SkeletonRows rows={props.skeletonRows} />}>
        {(loaded) => {
          const items = props.items(loaded);
          return (
            <>
              {props.before?.(loaded)}
              {items.length === 0 ? (
                <p className="empty-state">{props.emptyText}</p>
              ) : (
                <div className="table-wrap card">
                  <table className="table settings-table">
                    <caption className="visually-hidden">{props.caption}</caption>
                    <thead>
                      <tr>
                        {props.columns.map((column) => (
                          <th key={column} scope="col">
                            {column}
                          </th>
                        ))}
                        {canEdit ? (
                          <th scope="col">
                            <span className="visually-hidden">Actions</span>
                          </th>
                        ) : null}
                      </tr>
                    </thead>
                    <tbody>
                      {items.map((item) => (
                        <tr key={item.id}>
                          {props.cells(item, loaded)}
                          {canEdit ? (
                            <td className="table__actions">
                              <RowButton
                                label="Edit"
                                name={props.label(item)}
                                onClick={() => rows.setEditing(item)}
                              />{' '}
                              <RowButton
                                label="Delete"
                                name={props.label(item)}
                                onClick={() => void rows.remove(item)}
                                danger
                              />
                            </td>
                          ) : null}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              {rows.editing
                ? props.dialog(
                    {
                      row: rows.editing === 'new' ? null : rows.editing,
                      close: () => rows.setEditing(null),
                      saved: rows.saved,
                    },
                    loaded,
                  )
                : null}
            </>
          );
        }}
      </LoadState>
      {rows.confirmDialog}
    </section>
  );
}
