import type { FileDetail } from '@plinth/contracts';
import { useCallback, useEffect, useState } from 'react';
import { getFile } from '../../api/files-api';

export interface FileDetailHandle {
  detail: FileDetail | null;
  /** The load failed (a deleted file reads as failed too). */
  failed: boolean;
  reload: () => void;
}

/** GET /config/api/files/:id for `id` (none for null), again when `reload` is called. */
export function useFileDetail(id: string | null): FileDetailHandle {
  const [answer, setAnswer] = useState<{ id: string; detail: FileDetail | null; failed: boolean } | null>(
    null,
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    getFile(id, controller.signal).then(
      (detail) => setAnswer({ id, detail, failed: false }),
      () => {
        if (!controller.signal.aborted) setAnswer({ id, detail: null, failed: true });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = answer && answer.id === id ? answer : null;
  return { detail: current?.detail ?? null, failed: current?.failed ?? false, reload };
}
