import type { SitePageDetail } from '@plinth/contracts';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../api/api-error';
import { cancelPageSchedule, publishPage, unpublishPage } from '../../api/pages-api';
import { useConfirm } from '../../components/use-confirm';
import { EDITOR_MESSAGES } from '../../messages';
import { formatPublishTime } from './schedule-time';
import { ScheduleDialog } from './ScheduleDialog';

interface PublishControlsProps {
  page: SitePageDetail;
  /** Saves the draft's unsaved edits first; resolves false (and says why) when that failed. */
  saveFirst: () => Promise<boolean>;
  disabled: boolean;
  onChanged: (page: SitePageDetail, notice: string) => void;
  onError: (message: string) => void;
}

/**
 * Publish, Schedule…, Unpublish (a live page) and Cancel schedule (a scheduled one; a live page keeps
 * its published version), both after a confirmation. Publishing and scheduling save the draft's
 * unsaved edits first.
 */
export function PublishControls({ page, saveFirst, disabled, onChanged, onError }: PublishControlsProps) {
  const [scheduling, setScheduling] = useState(false);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();

  async function publish(publishAt?: string) {
    if (!(await saveFirst())) return false;
    const published = await publishPage(page.id, publishAt ? { publishAt } : {});
    const when = published.publishAt ? formatPublishTime(published.publishAt) : '';
    onChanged(
      published,
      published.status !== 'scheduled'
        ? `Published. The page is live at ${published.url}.`
        : published.live
          ? `Scheduled. The new version replaces the live page at ${published.url} on ${when}; until then visitors see the published version.`
          : `Scheduled. The page goes live at ${published.url} on ${when}.`,
    );
    return true;
  }

  async function publishNow() {
    setBusy(true);
    try {
      await publish();
    } catch (error) {
      onError(errorMessage(error, EDITOR_MESSAGES.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  }

  async function cancelSchedule() {
    const when = page.publishAt ? ` on ${formatPublishTime(page.publishAt)}` : '';
    const confirmed = await confirm({
      title: 'Cancel the schedule?',
      message: page.live
        ? `The new version of “${page.title}” will not replace the live page${when}. Visitors keep seeing the published version; your edits are kept.`
        : `“${page.title}” will not go live${when}. It goes back to Draft; your edits are kept.`,
      confirmLabel: 'Cancel schedule',
      cancelLabel: 'Keep schedule',
    });
    if (!confirmed) return;
    await act(
      () => cancelPageSchedule(page.id),
      (result) =>
        result.live
          ? 'The schedule is cancelled. Visitors keep seeing the published version.'
          : 'The schedule is cancelled. The page is a draft.',
    );
  }

  async function unpublish() {
    const confirmed = await confirm({
      title: `Unpublish “${page.title}”?`,
      message: `Visitors will no longer see the page at ${page.url}.${page.status === 'scheduled' ? ' The scheduled version is dropped too.' : ''} It goes back to Draft; your edits are kept, and Publish puts it back.`,
      confirmLabel: 'Unpublish',
      danger: true,
    });
    if (!confirmed) return;
    await act(
      () => unpublishPage(page.id),
      () => 'Unpublished. The page is a draft.',
    );
  }

  async function act(run: () => Promise<SitePageDetail>, notice: (result: SitePageDetail) => string) {
    setBusy(true);
    try {
      const result = await run();
      onChanged(result, notice(result));
    } catch (error) {
      onError(errorMessage(error, EDITOR_MESSAGES.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {page.live ? (
        <button type="button" className="button" onClick={() => void unpublish()} disabled={disabled || busy}>
          Unpublish
        </button>
      ) : null}
      {page.status === 'scheduled' ? (
        <button
          type="button"
          className="button"
          onClick={() => void cancelSchedule()}
          disabled={disabled || busy}
        >
          Cancel schedule
        </button>
      ) : null}
      <button
        type="button"
        className="button"
        onClick={() => setScheduling(true)}
        disabled={disabled || busy}
      >
        Schedule…
      </button>
      <button
        type="button"
        className="button button--primary"
        onClick={() => void publishNow()}
        disabled={disabled || busy}
      >
        Publish
      </button>
      {scheduling ? (
        <ScheduleDialog
          scheduledAt={page.status === 'scheduled' ? page.publishAt : null}
          live={page.live}
          onClose={() => setScheduling(false)}
          onSchedule={async (publishAt) => {
            try {
              // A draft that could not be saved closes the dialog too: the editor says why.
              await publish(publishAt);
              setScheduling(false);
              return null;
            } catch (error) {
              const field = isApiError(error) && error.fieldErrors.publishAt ? 'publishAt' : null;
              return { field, message: errorMessage(error, EDITOR_MESSAGES.somethingWentWrong) };
            }
          }}
        />
      ) : null}
      {dialog}
    </>
  );
}
