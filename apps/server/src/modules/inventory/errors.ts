import { ownerProductMessage, type FieldErrors, type OwnerProductMessageId } from '@plinth/contracts';
import { AppError } from '../../app-error';

/** 400 for the inventory panel's bodies: INVENTORY_INVALID with every field's problem. */
export function inventoryInvalid(fieldErrors: FieldErrors): AppError {
  const messages = Object.values(fieldErrors);
  const message = messages.length === 1 ? (messages[0] ?? '') : ownerProductMessage('invalid');
  return new AppError('invalid', 'INVENTORY_INVALID', message, { fieldErrors });
}

export function inventoryError(
  kind: 'invalid' | 'conflict' | 'not_found',
  code: string,
  id: OwnerProductMessageId,
  values?: Record<string, string | number>,
): AppError {
  return new AppError(kind, code, ownerProductMessage(id, values));
}
