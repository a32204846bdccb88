import type { ReactNode } from 'react';

/** The toolbar's glyphs: 20×20, drawn with currentColor, hidden from screen readers (buttons have names). */
const paths: Record<string, ReactNode> = {
  bulletList: <path d="M8 5h9M8 10h9M8 15h9M3.5 5h.01M3.5 10h.01M3.5 15h.01" />,
  orderedList: <path d="M8 5h9M8 10h9M8 15h9M3 4l1.5-1v4M3 12.5a1.2 1.2 0 1 1 2 1L3 16h2.5" />,
  blockquote: <path d="M4 5v10M8 6h8M8 10h8M8 14h5" />,
  link: (
    <path d="M8.5 11.5a3 3 0 0 0 4.2 0l2.5-2.5a3 3 0 0 0-4.2-4.2l-1 1M11.5 8.5a3 3 0 0 0-4.2 0L4.8 11a3 3 0 0 0 4.2 4.2l1-1" />
  ),
  unlink: (
    <path d="M8.5 11.5l3-3M6 9 4.8 10.2a3 3 0 0 0 4.2 4.2L10.2 13M14 11l1.2-1.2a3 3 0 0 0-4.2-4.2L9.8 7M3 3l14 14" />
  ),
  'align-left': <path d="M3 4h14M3 8h9M3 12h14M3 16h9" />,
  'align-center': <path d="M3 4h14M5.5 8h9M3 12h14M5.5 16h9" />,
  'align-right': <path d="M3 4h14M8 8h9M3 12h14M8 16h9" />,
  'align-justify': <path d="M3 4h14M3 8h14M3 12h14M3 16h14" />,
  undo: <path d="M7 4 3.5 7.5 7 11M4 7.5h7.5a4.5 4.5 0 0 1 0 9H8" />,
  redo: <path d="m13 4 3.5 3.5L13 11M16 7.5H8.5a4.5 4.5 0 0 0 0 9H12" />,
};

/** Letters where a letter is the convention (B, I, U, S, H1…). */
const GLYPHS: Record<string, string> = {
  paragraph: '¶',
  bold: 'B',
  italic: 'I',
  underline: 'U',
  strike: 'S',
};

export function RichTextIcon({ id }: { id: string }) {
  const glyph = GLYPHS[id] ?? /^heading(\d)$/.exec(id)?.[0]?.replace('heading', 'H');
  if (glyph) {
    return (
      <span className={`rich-text-toolbar__glyph rich-text-toolbar__glyph--${id}`} aria-hidden="true">
        {glyph}
      </span>
    );
  }
  return (
    <svg
      className="rich-text-toolbar__icon"
      viewBox="0 0 20 20"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[id]}
    </svg>
  );
}
