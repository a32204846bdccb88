import {
  IMPORT_FIELD,
  IMPORTS_API,
  type ImportKind,
  type ImportRun,
  type ImportRunList,
} from '@plinth/contracts';
import { importRunListSchema, importRunSchema } from '@plinth/contracts/schemas';
import { EDITOR_MESSAGES } from '../messages';
import { checkedAnswer } from './checked-answer';
import { createOwnerError, ownerFetch, ownerHeaders } from './owner-fetch';

const UPLOAD_URL: Record<ImportKind, string> = {
  'shopify-csv': IMPORTS_API.shopifyCsv,
  wordpress: IMPORTS_API.wordpress,
};

export async function listImportRuns(signal?: AbortSignal): Promise<ImportRunList> {
  const answer = await ownerFetch<unknown>(IMPORTS_API.runs, { signal });
  return checkedAnswer(importRunListSchema, answer, `GET ${IMPORTS_API.runs}`);
}

export async function getImportRun(id: string, signal?: AbortSignal): Promise<ImportRun> {
  const answer = await ownerFetch<unknown>(`${IMPORTS_API.runs}/${encodeURIComponent(id)}`, { signal });
  return checkedAnswer(importRunSchema, answer, `GET ${IMPORTS_API.run}`);
}

/** Uploads the file; the server answers the queued run (202), which the panel then follows. */
export async function startImport(kind: ImportKind, file: File): Promise<ImportRun> {
  const body = new FormData();
  body.append(IMPORT_FIELD, file, file.name);
  const answer = await ownerFetch<unknown>(UPLOAD_URL[kind], { method: 'POST', body });
  return checkedAnswer(importRunSchema, answer, `POST ${UPLOAD_URL[kind]}`);
}

/** The catalogue as a Shopify CSV, saved by the browser under products.csv. */
export async function downloadProductsCsv(): Promise<void> {
  const response = await fetch(IMPORTS_API.productsCsv, {
    headers: ownerHeaders('GET'),
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = null;
    }
    throw createOwnerError(response.status, body, { fallbackMessage: EDITOR_MESSAGES.somethingWentWrong });
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'products.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
