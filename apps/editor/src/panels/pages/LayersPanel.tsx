import type { PageBlock, PageDocument } from '@plinth/contracts';
import { blockSummary } from './block-summary';
import { layerMoves, type LayerMove } from './layer-moves';

interface LayersPanelProps {
  document: PageDocument;
  selectedId: string | null;
  disabled: boolean;
  onSelect: (id: string) => void;
  onMove: (id: string, move: LayerMove) => void;
  onDuplicate: (id: string) => void;
  onRemove: (id: string) => void;
}

/**
 * The page's blocks as a nested list: choosing one selects it (as clicking it in the frame does), and
 * the selected block offers its moves, Duplicate and Remove as buttons, so a keyboard does everything
 * a drag does.
 */
export function LayersPanel(props: LayersPanelProps) {
  if (props.document.blocks.length === 0) {
    return <p className="empty empty--compact">This page is empty. Add a block to begin.</p>;
  }
  return <LayerList blocks={props.document.blocks} {...props} />;
}

function LayerList({ blocks, ...props }: LayersPanelProps & { blocks: readonly PageBlock[] }) {
  return (
    <ul className="layers">
      {blocks.map((block) => {
        const { label, detail } = blockSummary(block);
        const selected = block.id === props.selectedId;
        const name = detail ? `${label}: ${detail}` : label;
        return (
          <li key={block.id} className={selected ? 'layers__item is-selected' : 'layers__item'}>
            <button
              type="button"
              className="layers__select"
              aria-pressed={selected}
              data-layer-id={block.id}
              onClick={() => props.onSelect(block.id)}
            >
              <span className="layers__label">{label}</span>
              {detail ? <span className="layers__detail">{detail}</span> : null}
            </button>
            {selected && !props.disabled ? (
              <div className="layers__actions" role="group" aria-label={`Actions for ${name}`}>
                {layerMoves(props.document, block.id).map((move) => (
                  <button
                    key={move.label}
                    type="button"
                    className="button button--small"
                    onClick={() => props.onMove(block.id, move)}
                  >
                    {move.label}
                  </button>
                ))}
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => props.onDuplicate(block.id)}
                >
                  Duplicate
                </button>
                <button
                  type="button"
                  className="button button--small button--danger"
                  onClick={() => props.onRemove(block.id)}
                >
                  Remove
                </button>
              </div>
            ) : null}
            {block.slots
              ? Object.entries(block.slots).map(([slot, children]) => (
                  <div key={slot} className="layers__slot">
                    <span className="layers__slot-name">{slot.replace(/-/g, ' ')}</span>
                    {children.length === 0 ? (
                      <span className="layers__empty">Empty</span>
                    ) : (
                      <LayerList {...props} blocks={children} />
                    )}
                  </div>
                ))
              : null}
          </li>
        );
      })}
    </ul>
  );
}
