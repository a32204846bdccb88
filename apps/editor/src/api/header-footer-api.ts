import { type HeaderFooter } from '@plinth/contracts';
import { headerFooterSchema } from '@plinth/contracts/schemas';
import { checkedAnswer } from './checked-answer';
import { ownerFetch } from './owner-fetch';

const PATH = '/api/site-header-footer';

export async function getHeaderFooter(signal?: AbortSignal): Promise<HeaderFooter> {
  return checkedAnswer(headerFooterSchema, await ownerFetch<unknown>(PATH, { signal }), `GET ${PATH}`);
}

export async function saveHeaderFooter(value: HeaderFooter): Promise<HeaderFooter> {
  const answer = await ownerFetch<unknown>(PATH, {
    method: 'PUT',
    json: { header: value.header, footer: value.footer },
  });
  return checkedAnswer(headerFooterSchema, answer, `PUT ${PATH}`);
}
