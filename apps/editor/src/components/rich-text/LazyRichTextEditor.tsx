import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';

/** Tiptap is a large chunk of its own, loaded when the first rich-text field shows (decision 0034). */
const RichTextEditor = lazy(() =>
  import('./RichTextEditor').then((module) => ({ default: module.RichTextEditor })),
);

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="field rich-text-editor">
          <div className="field__label">{props.label}</div>
          <div className="rich-text-editor__box rich-text-editor__box--loading" role="status">
            Loading the text editor…
          </div>
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
