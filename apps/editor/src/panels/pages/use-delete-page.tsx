import { pageDeleteNavigationWarning, type NavigationField } from '@plinth/contracts';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/api-error';
import { deletePage } from '../../api/pages-api';
import { useConfirm } from '../../components/use-confirm';
import { EDITOR_MESSAGES } from '../../messages';

export interface PageToDelete {
  id: string;
  title: string;
  /** Pages directly under it: they move up to its parent (the API's rule). */
  subpageCount: number;
  /** The navigations that link to it: deleting removes those links (the API does it). */
  navigations: readonly NavigationField[];
}

export type DeleteOutcome = { deleted: true } | { deleted: false; error: string | null };

/** The confirmation's words: the page by name, what goes with it, and that it cannot be undone. */
export function deletePageMessage(page: PageToDelete): string {
  const subpages =
    page.subpageCount === 0
      ? ''
      : page.subpageCount === 1
        ? ' Its subpage moves up a level.'
        : ` Its ${page.subpageCount} subpages move up a level.`;
  const links = pageDeleteNavigationWarning(page.navigations);
  return `“${page.title}” and its saved versions will be deleted, and visitors will no longer find it.${subpages}${links ? ` ${links}` : ''} This cannot be undone.`;
}

/**
 * Delete page with its confirmation. `requestDelete` resolves once the owner answered and, if they
 * confirmed, the server did: `error` is the server's refusal (or null when they cancelled).
 * Render `dialog` in the component.
 */
export function useDeletePage(): {
  requestDelete: (page: PageToDelete) => Promise<DeleteOutcome>;
  dialog: ReactNode;
} {
  const { confirm, dialog } = useConfirm();
  async function requestDelete(page: PageToDelete): Promise<DeleteOutcome> {
    const confirmed = await confirm({
      title: `Delete “${page.title}”?`,
      message: deletePageMessage(page),
      confirmLabel: 'Delete page',
      cancelLabel: 'Keep page',
      danger: true,
    });
    if (!confirmed) return { deleted: false, error: null };
    try {
      await deletePage(page.id);
      return { deleted: true };
    } catch (error) {
      return { deleted: false, error: errorMessage(error, EDITOR_MESSAGES.somethingWentWrong) };
    }
  }
  return { requestDelete, dialog };
}
