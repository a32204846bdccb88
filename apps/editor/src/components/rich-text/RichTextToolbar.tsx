import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { shortcutLabel, type RichTextCommand } from './rich-text-commands';
import { RichTextIcon } from './rich-text-icons';

interface RichTextToolbarProps {
  editor: Editor;
  commands: readonly RichTextCommand[];
  /** The text it formats (aria-controls), when it is in the same document as the toolbar. */
  controls?: string;
  disabled?: boolean;
  /** A command was chosen; `keyboard` when by key, so focus stays on the toolbar. */
  onCommand: (command: RichTextCommand, keyboard: boolean) => void;
  toolbarRef?: React.Ref<HTMLDivElement>;
}

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/**
 * The formatting toolbar (WAI-ARIA toolbar pattern): one tab stop, the arrow keys, Home and End move
 * between buttons; toggles carry aria-pressed; each button's title names its shortcut. Buttons keep the
 * text's selection when clicked (mousedown does not take focus).
 */
export function RichTextToolbar({
  editor,
  commands,
  controls,
  disabled,
  onCommand,
  toolbarRef,
}: RichTextToolbarProps) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const state = useEditorState({
    editor,
    selector: ({ editor: ed }) =>
      commands.map((command) => ({
        active: command.isActive ? command.isActive(ed) : null,
        enabled: command.isEnabled(ed),
      })),
  });

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const last = commands.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  }

  // Named "Formatting", not after the field: the field's label names the text alone.
  return (
    <div
      ref={toolbarRef}
      className="rich-text-toolbar"
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      onKeyDown={move}
    >
      {commands.map((command, index) => {
        const separator = index > 0 && command.group !== commands[index - 1]?.group;
        const shortcut = command.shortcut ? ` (${shortcutLabel(command.shortcut, IS_MAC)})` : '';
        const unavailable = disabled || state?.[index]?.enabled === false;
        const active = state?.[index]?.active;
        return (
          <button
            key={command.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={
              separator
                ? 'rich-text-toolbar__button rich-text-toolbar__button--group'
                : 'rich-text-toolbar__button'
            }
            tabIndex={index === current ? 0 : -1}
            title={`${command.label}${shortcut}`}
            aria-label={command.label}
            aria-pressed={active === null || active === undefined ? undefined : active}
            aria-disabled={unavailable ? true : undefined}
            aria-keyshortcuts={command.shortcut
              ?.replace('Mod', IS_MAC ? 'Meta' : 'Control')
              .replace(/-/g, '+')}
            onMouseDown={(event: MouseEvent) => event.preventDefault()}
            onFocus={() => setCurrent(index)}
            onClick={(event) => {
              if (unavailable) return;
              onCommand(command, event.detail === 0);
            }}
          >
            <RichTextIcon id={command.id} />
          </button>
        );
      })}
    </div>
  );
}
