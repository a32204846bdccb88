import { HEADING_LEVELS, TEXT_ALIGNS, linkHrefProblem, type HeadingLevel } from '@plinth/contracts';
import { TextAlign } from '@tiptap/extension-text-align';
import { Plugin } from '@tiptap/pm/state';
import { Extension, type Extensions } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { cleanPastedHtml } from './paste-clean';

/** How many steps the field's own undo keeps (the page editor's history keeps 100 too). */
const UNDO_DEPTH = 100;

const ALIGN_CLASS = /(?:^|\s)rich-text-align-(left|center|right|justify)(?:\s|$)/;

/**
 * Alignment as a class, not Tiptap's inline style: the editor's CSP (`style-src 'self'`) refuses style
 * attributes, and the storefront styles the same classes (rich-text-html.ts, the theme's CSS).
 * Reads either, so text pasted from elsewhere keeps its alignment if the paste cleaner let it through.
 */
const ClassTextAlign = TextAlign.extend({
  addGlobalAttributes() {
    const alignments = this.options.alignments;
    return [
      {
        types: this.options.types,
        attributes: {
          textAlign: {
            default: null,
            parseHTML: (element: HTMLElement) => {
              const value = ALIGN_CLASS.exec(element.className)?.[1] ?? element.style.textAlign;
              return alignments.includes(value) && value !== 'left' ? value : null;
            },
            renderHTML: (attributes: { textAlign?: string | null }) =>
              attributes.textAlign && attributes.textAlign !== 'left'
                ? { class: `rich-text-align-${attributes.textAlign}` }
                : {},
          },
        },
      },
    ];
  },
});

export interface RichTextExtensionOptions {
  /** The heading levels offered (the product description has no h1: the product's title is one). */
  headingLevels?: readonly HeadingLevel[];
}

/**
 * Keys the field answers, sent as DOM events from the text (bubbling, so the component listens on its
 * own element, mounted or not the editor view is):
 * Ctrl/Cmd+K opens the link dialog; Escape leaves the text for the toolbar, so Tab (which indents
 * list items) never traps a keyboard user.
 */
export const RICH_TEXT_EVENTS = { link: 'plinth-rich-text-link', escape: 'plinth-rich-text-escape' } as const;

/**
 * The editor's schema: StarterKit without what contracts' rich-text.ts does not allow (code, code
 * blocks, horizontal rules), headings 1-4, links limited to hrefs linkHrefProblem accepts, and
 * alignment. ProseMirror drops any pasted node or mark this schema lacks; paste-clean.ts removes the
 * attributes it would otherwise keep.
 */
export function richTextExtensions(options: RichTextExtensionOptions = {}): Extensions {
  const levels = [...(options.headingLevels ?? HEADING_LEVELS)];
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      horizontalRule: false,
      // An empty paragraph kept after a last list or quote would print as a blank line on the site.
      trailingNode: false,
      heading: { levels },
      undoRedo: { depth: UNDO_DEPTH },
      link: {
        openOnClick: false,
        autolink: false,
        linkOnPaste: false,
        // No target, rel or class by default: "Open in New Window" sets the target per link.
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (url) => linkHrefProblem(url) === null,
      },
    }),
    ClassTextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...TEXT_ALIGNS] }),
    Extension.create({
      name: 'richTextField',
      addProseMirrorPlugins() {
        return [new Plugin({ props: { transformPastedHTML: cleanPastedHtml } })];
      },
      addKeyboardShortcuts() {
        return {
          'Mod-k': () =>
            this.editor.view.dom.dispatchEvent(
              new Event(RICH_TEXT_EVENTS.link, { bubbles: true, cancelable: true }),
            ) === false,
          Escape: () =>
            this.editor.view.dom.dispatchEvent(
              new Event(RICH_TEXT_EVENTS.escape, { bubbles: true, cancelable: true }),
            ) === false,
        };
      },
    }),
  ];
}
