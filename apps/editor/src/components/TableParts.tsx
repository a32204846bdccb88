/**
 * Pieces every editor table repeats: the header row (with the actions column named for screen readers
 * only) and a row's small action button, whose visible label is followed by the row's name for screen
 * readers ("Delete Contact", "Retry restock-notice").
 */

interface TableHeadProps {
  columns: readonly string[];
  /** A last, unlabelled column for the rows' buttons. */
  actions?: boolean;
}

export function TableHead({ columns, actions = true }: TableHeadProps) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
        {actions ? (
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        ) : null}
      </tr>
    </thead>
  );
}

interface RowButtonProps {
  label: string;
  /** The row's name, read after the label. */
  name: string;
  onClick: () => void;
  /** Removes something: drawn as a danger outline. */
  danger?: boolean;
  disabled?: boolean;
}

export function RowButton({ label, name, onClick, danger = false, disabled }: RowButtonProps) {
  return (
    <button
      type="button"
      className={danger ? 'button button--small button--danger-outline' : 'button button--small'}
      onClick={onClick}
      disabled={disabled}
    >
      {label} <span className="visually-hidden">{name}</span>
    </button>
  );
}
