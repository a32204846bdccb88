import type { RestockGroup } from '@plinth/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { sendAllRestockNotices, sendRestockNotices } from '../../api/restock-api';
import { batchLabel, bulkBatches, emailsQueued, groupLabel, sendRequestOf } from './restock-send';

export interface SendLogLine {
  id: number;
  tone: 'ok' | 'error';
  text: string;
}

export interface SendProgress {
  done: number;
  total: number;
}

const messageOf = (error: unknown) => errorMessage(error, 'Something went wrong');

/**
 * The panel's sends, one at a time: a single variant (POST send) or every sendable one in batches
 * (POST send/all), with a progress count of variants and a log of what was queued or refused.
 * `onSent` runs after each send so the list shows the new waiting counts.
 */
export function useRestockSends(onSent: () => void) {
  const [log, setLog] = useState<SendLogLine[]>([]);
  const [progress, setProgress] = useState<SendProgress | null>(null);
  const busy = progress !== null;

  const append = (tone: SendLogLine['tone'], text: string) =>
    setLog((lines) => [{ id: Date.now() + lines.length, tone, text }, ...lines]);

  async function sendOne(group: RestockGroup) {
    if (busy) return;
    setProgress({ done: 0, total: 1 });
    try {
      const { queued } = await sendRestockNotices(sendRequestOf(group));
      append('ok', `${groupLabel(group)}: ${emailsQueued(queued)}`);
    } catch (error) {
      append('error', `${groupLabel(group)}: failed (${messageOf(error)})`);
    }
    setProgress(null);
    onSent();
  }

  async function sendAll(groups: readonly RestockGroup[]) {
    if (busy || groups.length === 0) return;
    let done = 0;
    setProgress({ done, total: groups.length });
    for (const batch of bulkBatches(groups)) {
      try {
        const { queued } = await sendAllRestockNotices(batch.map(sendRequestOf));
        append('ok', `${batchLabel(batch)}: ${emailsQueued(queued)}`);
      } catch (error) {
        append('error', `${batchLabel(batch)}: failed (${messageOf(error)})`);
      }
      done += batch.length;
      setProgress({ done, total: groups.length });
    }
    setProgress(null);
    onSent();
  }

  return { log, progress, busy, sendOne, sendAll };
}
