import type { PropValue, SitePageSummary } from '@plinth/contracts';
import { LazyRichTextEditor } from '../../components/rich-text/LazyRichTextEditor';

interface RichTextFieldProps {
  label: string;
  hint?: string;
  value: PropValue | undefined;
  disabled?: boolean;
  /** The site's pages, for links to a page. */
  pages: readonly SitePageSummary[];
  /** The block's starter words, replaced by what is typed first (RichTextEditor's `starter`). */
  starter?: string;
  onChange: (value: PropValue, typing: boolean) => void;
}

/**
 * A rich-text prop in the page editor: the Tiptap field, writing Tiptap JSON as the prop's string.
 * Typing reaches the page editor as `typing` (one undo step per burst); toolbar commands and links as
 * steps of their own. Inside the text Ctrl/Cmd+Z is the field's own undo (undo-shortcuts.ts).
 */
export function RichTextField({
  label,
  hint,
  value,
  disabled,
  pages,
  starter,
  onChange,
}: RichTextFieldProps) {
  return (
    <LazyRichTextEditor
      label={label}
      hint={hint}
      format="json"
      value={typeof value === 'string' ? value : ''}
      pages={pages}
      disabled={disabled}
      starter={starter}
      onChange={onChange}
    />
  );
}
