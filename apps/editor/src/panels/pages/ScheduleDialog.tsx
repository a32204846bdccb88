import { SITE_PAGE_MESSAGES } from '@plinth/contracts';
import { useId, useState } from 'react';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { EDITOR_MESSAGES } from '../../messages';
import { localInputToIso, localTimeZoneName, toLocalInputValue } from './schedule-time';

interface ScheduleDialogProps {
  /** The page's current publish time when it is scheduled already. */
  scheduledAt: string | null;
  /** The page is live: the scheduled version replaces it, and it stays up until then. */
  live?: boolean;
  /** Sends the time; resolves to the refusal to show (null once done, and the dialog is closed). */
  onSchedule: (publishAt: string) => Promise<{ field: string | null; message: string } | null>;
  onClose: () => void;
  /** The clock, for tests. */
  now?: () => Date;
}

/** The next whole hour from `date`: a sensible first suggestion. */
function nextHour(date: Date): Date {
  const next = new Date(date.getTime());
  next.setMinutes(0, 0, 0);
  next.setHours(next.getHours() + 1);
  return next;
}

/**
 * Schedule…: a date and time in the owner's time zone, sent as ISO 8601. A time already past publishes
 * the page now (the API's rule), and the dialog says so before the owner presses the button.
 */
export function ScheduleDialog({
  scheduledAt,
  live = false,
  onSchedule,
  onClose,
  now = () => new Date(),
}: ScheduleDialogProps) {
  const formId = useId();
  const [value, setValue] = useState(() =>
    toLocalInputValue(scheduledAt ? new Date(scheduledAt) : nextHour(now())),
  );
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const iso = localInputToIso(value);
  const past = iso !== null && Date.parse(iso) <= now().getTime();
  const zone = localTimeZoneName();

  async function submit() {
    if (busy) return;
    if (iso === null) {
      setFieldError(SITE_PAGE_MESSAGES.publishAtInvalid);
      return;
    }
    setBusy(true);
    setFieldError(null);
    setAlert(null);
    const refused = await onSchedule(iso);
    if (!refused) return;
    setBusy(false);
    if (refused.field === 'publishAt') setFieldError(refused.message);
    else setAlert(refused.message);
  }

  return (
    <Dialog
      open
      title="Schedule publishing"
      onClose={busy ? undefined : onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {EDITOR_MESSAGES.cancel}
          </button>
          <button type="submit" form={formId} className="button button--primary" disabled={busy}>
            {busy ? (past ? 'Publishing…' : 'Scheduling…') : past ? 'Publish now' : 'Schedule'}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {alert ? <Alert tone="error">{alert}</Alert> : null}
        <p>
          {live
            ? 'The new version replaces the live page by itself at the time you choose. Until then visitors see the published version.'
            : 'The page goes live by itself at the time you choose. Until then visitors do not see it.'}
        </p>
        <Field
          label="Publish on"
          error={fieldError}
          hint={
            past
              ? 'This time has passed: the page will be published now.'
              : `In your time zone${zone ? ` (${zone})` : ''}. A time that has passed publishes the page now.`
          }
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="datetime-local"
              value={value}
              required
              onChange={(event) => {
                setValue(event.target.value);
                setFieldError(null);
              }}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
