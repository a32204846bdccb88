import type { SitePageDetail } from '@plinth/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { errorMessage, isApiError } from '../../api/api-error';
import { cancelPageSchedule, publishPage, unpublishPage } from '../../api/pages-api';
import { useConfirm } from '../../components/use-confirm';
import { EDITOR_MESSAGES } from '../../messages';
import { formatPublishTime } from './schedule-time';
import { ScheduleDialog } from './ScheduleDialog';

interface PublishControlsProps {
  page: SitePageDetail;
  /** The draft differs from what visitors see (saved or not yet): a live page has changes to publish. */
  changed: boolean;
  /** Saves the draft's unsaved edits first; resolves false (and says why) when that failed. */
  saveFirst: () => Promise<boolean>;
  disabled: boolean;
  onChanged: (page: SitePageDetail, notice: string) => void;
  onError: (message: string) => void;
}

/** The main action's words: what pressing it would do to what visitors see. */
export function publishLabel(page: Pick<SitePageDetail, 'live' | 'status'>, changed: boolean): string {
  if (!page.live) return 'Publish';
  if (page.status === 'scheduled') return 'Publish now';
  return changed ? 'Publish changes' : 'Published';
}

/**
 * The page's publishing (issue 24 §3): one main action that says what it does ("Publish", "Publish
 * changes" while the live page has edits, "Published" and unavailable when visitors already see the
 * draft) and a "More" list with Schedule…, Cancel schedule (a scheduled page; a live one keeps its
 * published version) and Unpublish. Only Unpublish, which takes the page off the site, asks first.
 * Publishing and scheduling save the draft's unsaved edits first.
 */
export function PublishControls({
  page,
  changed,
  saveFirst,
  disabled,
  onChanged,
  onError,
}: PublishControlsProps) {
  const [scheduling, setScheduling] = useState(false);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menuOpen) return undefined;
    menuRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
    // A press anywhere else closes the list, as a menu does.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && !menuRef.current?.contains(target) && !menuButton.current?.contains(target)) {
        setMenuOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen]);

  function onMenuKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setMenuOpen(false);
    menuButton.current?.focus();
  }

  /** Runs a choice of the More list: the list closes first (its dialog, if any, takes the focus). */
  function choose(action: () => void) {
    setMenuOpen(false);
    action();
  }

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
    // Nothing is lost (the edits stay, a live page stays up): done at once, and said.
    await act(
      () => cancelPageSchedule(page.id),
      (result) =>
        result.live
          ? 'The schedule is cancelled. Visitors keep seeing the published version.'
          : 'The schedule is cancelled. The page is a draft; your edits are kept.',
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

  const label = publishLabel(page, changed);
  return (
    <>
      {/* Escape anywhere in the open list closes it (the keys land on its buttons, not on this wrapper). */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className="publish-more" onKeyDown={onMenuKeyDown}>
        <button
          ref={menuButton}
          type="button"
          className="button"
          aria-expanded={menuOpen}
          aria-controls={`${menuId}-actions`}
          aria-label="More publishing actions"
          onClick={() => setMenuOpen(!menuOpen)}
          disabled={disabled || busy}
        >
          More <span aria-hidden="true">▾</span>
        </button>
        {menuOpen ? (
          <div id={`${menuId}-actions`} ref={menuRef} className="publish-more__list">
            <button type="button" onClick={() => choose(() => setScheduling(true))}>
              Schedule…
            </button>
            {page.status === 'scheduled' ? (
              <button type="button" onClick={() => choose(() => void cancelSchedule())}>
                Cancel schedule
              </button>
            ) : null}
            {page.live ? (
              <button
                type="button"
                className="publish-more__danger"
                onClick={() => choose(() => void unpublish())}
              >
                Unpublish
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      <button
        type="button"
        className="button button--primary"
        onClick={() => void publishNow()}
        disabled={disabled || busy || label === 'Published'}
      >
        {label}
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
