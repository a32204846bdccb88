import type { BlockType } from '@plinth/contracts';
import { useId, useMemo, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { searchBlocks } from './block-picker';

interface AddBlockDialogProps {
  open: boolean;
  /** Where the block goes, for the title: "Add block" or "Add block to Columns, column 2". */
  where?: string;
  onPick: (type: BlockType) => void;
  onClose: () => void;
}

/** The Add block picker: a search field over the block types, grouped, each a button. */
export function AddBlockDialog({ open, where, onPick, onClose }: AddBlockDialogProps) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const groups = useMemo(() => searchBlocks(query), [query]);
  const count = groups.reduce((sum, group) => sum + group.blocks.length, 0);
  return (
    <Dialog open={open} title={where ? `Add block to ${where}` : 'Add block'} onClose={onClose} wide>
      <div className="block-picker">
        <label className="field__label" htmlFor={searchId}>
          Search blocks
        </label>
        <input
          id={searchId}
          className="input block-picker__search"
          type="search"
          value={query}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
        <p className="visually-hidden" role="status">
          {count === 1 ? '1 block' : `${count} blocks`}
        </p>
        {groups.length === 0 ? (
          <p className="empty empty--compact">No blocks match “{query}”.</p>
        ) : (
          groups.map(({ group, blocks }) => (
            <section key={group} className="block-picker__group" aria-label={group}>
              <h3 className="block-picker__heading">{group}</h3>
              <ul className="block-picker__list">
                {blocks.map((block) => (
                  <li key={block.type}>
                    <button
                      type="button"
                      className="block-picker__item"
                      onClick={() => {
                        onPick(block.type);
                        setQuery('');
                      }}
                    >
                      {block.label}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </Dialog>
  );
}
