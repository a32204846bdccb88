import { formBlockPropsSchema } from '@plinth/contracts/schemas';
import { walkBlocks, type PageDocument, type PublicForm } from '@plinth/contracts';
import type { BlockRenderArgs, BlockRenderer } from './block-render-context';
import { escapeHtml } from './html';

/**
 * The form block's render half (issue 11). The form itself is the storefront's site-form island: the
 * block prints its heading and the island's marker, and the page loader places the island there
 * (formBlockPlacements). A form that is not chosen or no longer exists renders nothing for visitors; the
 * editor's canvas says why instead.
 */

/** The island marker of a form block (block ids are letters, digits, _ and -). */
export function formBlockIslandMarker(blockId: string): string {
  return `site-form-block-${blockId}`;
}

export interface FormBlockPlacement {
  marker: string;
  blockId: string;
  form: PublicForm;
}

/** The form blocks of `document` whose form exists, with that form: one site-form island each. */
export function formBlockPlacements(
  document: PageDocument,
  forms: ReadonlyMap<string, PublicForm>,
): FormBlockPlacement[] {
  const placements: FormBlockPlacement[] = [];
  for (const { block } of walkBlocks(document.blocks)) {
    if (block.type !== 'form') continue;
    const parsed = formBlockPropsSchema.safeParse(block.props);
    const form = parsed.success ? forms.get(parsed.data.formId) : undefined;
    if (form) placements.push({ marker: formBlockIslandMarker(block.id), blockId: block.id, form });
  }
  return placements;
}

const EDITOR_HINTS = {
  noForm: 'Choose a form in this block’s settings.',
  missingForm: 'This form no longer exists. Choose another in this block’s settings.',
} as const;

function editorHint(args: BlockRenderArgs, text: string): string {
  return args.context.editorHints ? `<p class="form-block__hint">${escapeHtml(text)}</p>` : '';
}

function renderForm(args: BlockRenderArgs): string {
  const parsed = formBlockPropsSchema.safeParse(args.block.props);
  if (!parsed.success) return '';
  const { formId, heading } = parsed.data;
  if (formId === '') return editorHint(args, EDITOR_HINTS.noForm);
  if (!args.context.forms?.has(formId)) return editorHint(args, EDITOR_HINTS.missingForm);
  const headingId = `form-${args.block.id}-heading`;
  return (
    `<section class="form-block"${heading ? ` aria-labelledby="${headingId}"` : ''}>` +
    (heading ? `<h2 class="form-block__heading" id="${headingId}">${escapeHtml(heading)}</h2>` : '') +
    `<!--island:${formBlockIslandMarker(args.block.id)}-->` +
    `</section>`
  );
}

export const FORM_RENDERERS = {
  form: {
    render: renderForm,
    references: (block) => {
      const parsed = formBlockPropsSchema.safeParse(block.props);
      return parsed.success && parsed.data.formId ? { formIds: [parsed.data.formId] } : {};
    },
  },
} satisfies Record<string, BlockRenderer>;
