import type { SitePageDetail } from '@plinth/contracts';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../api/api-error';
import { publishPage, unpublishPage } from '../../api/pages-api';
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
 * Publish, Schedule… and, for a page that is live or scheduled, Unpublish or Cancel schedule (both
 * after a confirmation). Publishing and scheduling save the draft's unsaved edits first.
 */
export function PublishControls({ page, saveFirst, disabled, onChanged, onError }: PublishControlsProps) {
  const [scheduling, setScheduling] = useState(false);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();

  async function publish(publishAt?: string) {
    if (!(await saveFirst())) return false;
    const published = await publishPage(page.id, publishAt ? { publishAt } : {});
    onChanged(
      published,
      published.status === 'scheduled' && published.publishAt
        ? `Scheduled. The page goes live at ${published.url} on ${formatPublishTime(published.publishAt)}.`
        : `Published. The page is live at ${published.url}.`,
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

  async function takeOff() {
    const scheduled = page.status === 'scheduled';
    const confirmed = await confirm(
      scheduled
        ? {
            title: 'Cancel the schedule?',
            message: `“${page.title}” will not go live${page.publishAt ? ` on ${formatPublishTime(page.publishAt)}` : ''}. It goes back to Draft; your edits are kept.`,
            confirmLabel: 'Cancel schedule',
            cancelLabel: 'Keep schedule',
          }
        : {
            title: `Unpublish “${page.title}”?`,
            message: `Visitors will no longer see the page at ${page.url}. It goes back to Draft; your edits are kept, and Publish puts it back.`,
            confirmLabel: 'Unpublish',
            danger: true,
          },
    );
    if (!confirmed) return;
    setBusy(true);
    try {
      const result = await unpublishPage(page.id);
      onChanged(
        result,
        scheduled ? 'The schedule is cancelled. The page is a draft.' : 'Unpublished. The page is a draft.',
      );
    } catch (error) {
      onError(errorMessage(error, EDITOR_MESSAGES.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {page.status === 'published' || page.status === 'scheduled' ? (
        <button type="button" className="button" onClick={() => void takeOff()} disabled={disabled || busy}>
          {page.status === 'scheduled' ? 'Cancel schedule' : 'Unpublish'}
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
