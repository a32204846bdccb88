import { HEADING_LEVELS, serializeRichText } from '@plinth/contracts';
import { Editor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { richTextCommands } from './rich-text-commands';
import { cleanRichText, richTextFromProp } from './rich-text-doc';
import { richTextExtensions } from './rich-text-extensions';
import { RichTextToolbar } from './RichTextToolbar';

export interface InPlaceRichTextProps {
  /** The Text block's rendered text in the frame: the editor takes its place while the owner types. */
  host: HTMLElement;
  /** The canvas's frame and the scale it is drawn at, to float the toolbar above the text. */
  frame: HTMLIFrameElement;
  scale: number;
  /** The block's rich-text prop (contracts' rich-text.ts, serialised). */
  value: string;
  /** Where the press landed, in the frame's viewport: the caret goes there. */
  point: { x: number; y: number } | null;
  label: string;
  onChange: (value: string) => void;
}

/** Room between the toolbar and the text, in the editor's CSS pixels. */
const TOOLBAR_GAP = 8;

/**
 * A Text block typed on the canvas (issue 24 §1): a Tiptap editor mounted in the frame on the block's own
 * text, so the theme's styles show as the owner types, with the formatting toolbar floating above it in
 * the editor's window. Each change reaches the page editor as the block's new content. Links are added
 * from the block's side panel (their dialog needs the page list). Removed (and its text rendered again
 * by the canvas) when the typing ends.
 */
export function InPlaceRichText({ host, frame, scale, value, point, label, onChange }: InPlaceRichTextProps) {
  const [editor, setEditor] = useState<Editor | null>(null);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const textId = useId();
  const commands = useMemo(
    () => richTextCommands(HEADING_LEVELS).filter((command) => command.group !== 'link'),
    [],
  );
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  // The first value and press only: later values are this editor's own reports coming back.
  const start = useRef({ value, point });

  useEffect(() => {
    host.replaceChildren();
    const created = new Editor({
      element: host,
      extensions: richTextExtensions({ headingLevels: HEADING_LEVELS }),
      content: richTextFromProp(start.current.value),
      injectCSS: false,
      editorProps: {
        attributes: {
          id: textId,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          class: 'rich-text-in-place',
        },
      },
    });
    let last = start.current.value;
    created.on('update', () => {
      const next = serializeRichText(cleanRichText(created.getJSON()));
      if (next === last) return;
      last = next;
      onChangeRef.current(next);
    });
    const at = start.current.point;
    const position = at ? created.view.posAtCoords({ left: at.x, top: at.y }) : null;
    if (position) created.commands.setTextSelection(position.pos);
    created.commands.focus(position ? undefined : 'end');
    setEditor(created);
    return () => {
      // What was typed stays on the page until the canvas swaps in the server's render of it.
      const typed = created.getHTML();
      created.destroy();
      host.innerHTML = typed;
      setEditor(null);
    };
  }, [host, label, textId]);

  // The toolbar floats above the text, following the frame's scroll and the window's size.
  useEffect(() => {
    const win = host.ownerDocument.defaultView;
    const measure = () => {
      const frameBox = frame.getBoundingClientRect();
      const box = host.getBoundingClientRect();
      setPlace({
        top: Math.max(frameBox.top, frameBox.top + box.top * scale - TOOLBAR_GAP),
        left: Math.max(frameBox.left, frameBox.left + box.left * scale),
      });
    };
    measure();
    win?.addEventListener('scroll', measure);
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      win?.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [host, frame, scale]);

  if (!editor || !place) return null;
  return (
    // The toolbar's buttons keep the caret in the text (they do not take focus on press).
    <div className="in-place-toolbar" style={{ top: `${place.top}px`, left: `${place.left}px` }}>
      {/* No aria-controls: the text is in the frame's document, where an id here cannot point. */}
      <RichTextToolbar
        editor={editor}
        commands={commands}
        onCommand={(command) => {
          command.run(editor);
          editor.commands.focus();
        }}
      />
    </div>
  );
}
