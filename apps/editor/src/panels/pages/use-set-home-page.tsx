import type { SitePageSummary } from '@plinth/contracts';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/api-error';
import { updatePageSettings } from '../../api/pages-api';
import { useConfirm } from '../../components/use-confirm';
import { EDITOR_MESSAGES } from '../../messages';

export type HomePageOutcome = { done: true; notice: string } | { done: false; error: string | null };

/** The confirmation's words: where the page will be, and where the current home page goes. */
export function homePageMessage(page: SitePageSummary, current: SitePageSummary | undefined): string {
  const previous = current
    ? ` “${current.title}” stops being the home page and is at /${current.slug} again.`
    : '';
  return `Visitors will see “${page.title}” at /, and its own address /${page.slug} will lead there.${previous}`;
}

/**
 * "Set as home page" with its confirmation: a change visitors see at once (settings `isHome`, which
 * needs a role that can publish). Resolves once the owner answered and, if they confirmed, the server
 * did. Render `dialog` in the component.
 */
export function useSetHomePage(): {
  requestHome: (page: SitePageSummary, current: SitePageSummary | undefined) => Promise<HomePageOutcome>;
  dialog: ReactNode;
} {
  const { confirm, dialog } = useConfirm();
  async function requestHome(
    page: SitePageSummary,
    current: SitePageSummary | undefined,
  ): Promise<HomePageOutcome> {
    const confirmed = await confirm({
      title: `Make “${page.title}” the home page?`,
      message: homePageMessage(page, current),
      confirmLabel: 'Set as home page',
    });
    if (!confirmed) return { done: false, error: null };
    try {
      await updatePageSettings(page.id, { isHome: true });
      return { done: true, notice: `“${page.title}” is now the home page, at /.` };
    } catch (error) {
      return { done: false, error: errorMessage(error, EDITOR_MESSAGES.somethingWentWrong) };
    }
  }
  return { requestHome, dialog };
}
