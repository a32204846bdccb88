import type { InstanceInfo } from '@plinth/contracts';
import { instanceInfoSchema } from '@plinth/contracts/schemas';
import { EDITOR_BASE } from '../router/router';
import { checkedAnswer } from './checked-answer';
import { ownerFetch } from './owner-fetch';

const INSTANCE = `${EDITOR_BASE}/api/instance`;

/** This server's plan and the limits it is configured with (GET /config/api/instance). */
export async function getInstanceInfo(signal?: AbortSignal): Promise<InstanceInfo> {
  return checkedAnswer(
    instanceInfoSchema,
    await ownerFetch<unknown>(INSTANCE, { signal }),
    `GET ${INSTANCE}`,
  );
}
