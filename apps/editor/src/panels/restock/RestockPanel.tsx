import type { RestockGroup } from '@plinth/contracts';
import { Fragment, useId, useState } from 'react';
import { listAllRestockGroups } from '../../api/restock-api';
import { LoadState, SkeletonRows } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { RestockSignUps } from './RestockSignUps';
import { groupLabel, isSendable } from './restock-send';
import { useRestockSends, type SendProgress, type SendLogLine } from './use-restock-sends';
import { TableHead } from '../../components/TableParts';

export const STILL_SOLD_OUT_HINT = 'Still sold out: add stock before sending.';

/**
 * Restock sign-ups waiting per product option (issue 11 part 7): every page of groups, each option's
 * emails on demand, and sends per option or for all that are back in stock, with progress and a log.
 * restock.view sees the lists; restock.manage sends.
 */
export function RestockPanel() {
  const { site, can } = useSignedIn();
  const groups = useFetch((signal) => listAllRestockGroups(signal), site.id);
  const sends = useRestockSends(groups.reload);
  const canSend = can(PERMISSION.restockManage);
  return (
    <section className="panel">
      <PanelHeader
        title="Restock sign-ups"
        description="Shoppers waiting for sold-out options. Once an option is back in stock, email them."
      />
      <LoadState state={groups} skeleton={<SkeletonRows rows={4} />}>
        {(list) => (
          <>
            {canSend ? <BulkSend groups={list} sends={sends} /> : null}
            {sends.progress ? <SendProgressBar progress={sends.progress} /> : null}
            <SendLog lines={sends.log} />
            {list.length === 0 ? (
              <p className="empty">No one is waiting for a restock.</p>
            ) : (
              <GroupTable groups={list} canSend={canSend} busy={sends.busy} onSend={sends.sendOne} />
            )}
          </>
        )}
      </LoadState>
    </section>
  );
}

function BulkSend({ groups, sends }: { groups: RestockGroup[]; sends: ReturnType<typeof useRestockSends> }) {
  const hintId = useId();
  const sendable = groups.filter((group) => group.waiting > 0 && isSendable(group));
  return (
    <div className="toolbar">
      <button
        type="button"
        className="button button--primary"
        disabled={sends.busy || sendable.length === 0}
        aria-describedby={sendable.length === 0 && groups.length > 0 ? hintId : undefined}
        onClick={() => void sends.sendAll(sendable)}
      >
        Send all back in stock ({sendable.length})
      </button>
      {sendable.length === 0 && groups.length > 0 ? (
        <p id={hintId} className="muted">
          Every option with sign-ups is still sold out.
        </p>
      ) : null}
    </div>
  );
}

function SendProgressBar({ progress }: { progress: SendProgress }) {
  const label = `Sending: ${progress.done} of ${progress.total} options done`;
  return (
    <div className="restock-progress" role="status">
      <progress value={progress.done} max={progress.total} aria-label="Sending restock emails" />
      <span>{label}</span>
    </div>
  );
}

function SendLog({ lines }: { lines: SendLogLine[] }) {
  if (lines.length === 0) return null;
  return (
    <section className="card restock-log" aria-label="Send log">
      <h2 className="card__title">Send log</h2>
      <ul aria-live="polite">
        {lines.map((line) => (
          <li key={line.id} className={line.tone === 'error' ? 'restock-log__error' : undefined}>
            {line.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

function GroupTable({
  groups,
  canSend,
  busy,
  onSend,
}: {
  groups: RestockGroup[];
  canSend: boolean;
  busy: boolean;
  onSend: (group: RestockGroup) => Promise<void>;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const id = useId();
  return (
    <div className="table-wrap card">
      <table className="table restock-table">
        <TableHead columns={['Product option', 'SKU', 'Waiting', 'In stock']} />
        <tbody>
          {groups.map((group) => {
            const key = `${group.productId}:${group.variantId}`;
            const label = groupLabel(group);
            const expanded = open === key;
            const sendable = isSendable(group);
            const hintId = `${id}-${group.variantId}-hint`;
            return (
              <Fragment key={key}>
                <tr>
                  <th scope="row">{label}</th>
                  <td>{group.sku}</td>
                  <td>{group.waiting}</td>
                  <td>{group.unlimited ? 'Unlimited' : group.qtyInStock}</td>
                  <td className="restock-table__actions">
                    <button
                      type="button"
                      className="button button--small"
                      aria-expanded={expanded}
                      aria-label={`Show emails for ${label}`}
                      onClick={() => setOpen(expanded ? null : key)}
                    >
                      Emails
                    </button>
                    {canSend ? (
                      <button
                        type="button"
                        className="button button--small button--primary"
                        disabled={busy || !sendable || group.waiting === 0}
                        aria-label={`Send to ${label}`}
                        aria-describedby={sendable ? undefined : hintId}
                        onClick={() => void onSend(group)}
                      >
                        Send
                      </button>
                    ) : null}
                    {sendable ? null : (
                      <span id={hintId} className="muted restock-table__hint">
                        {STILL_SOLD_OUT_HINT}
                      </span>
                    )}
                  </td>
                </tr>
                {expanded ? (
                  <tr>
                    <td colSpan={5}>
                      <RestockSignUps group={group} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
