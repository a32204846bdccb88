import { contentItemMessage, type ContentItemMessageId, type FieldErrors } from '@plinth/contracts';
import { AppError } from '../../app-error';

/** 400 with every field's problem: `{code: "CONTENT_INVALID", message, fieldErrors}`. */
export function contentInvalid(fieldErrors: FieldErrors): AppError {
  const messages = Object.values(fieldErrors);
  const message = messages.length === 1 ? (messages[0] ?? '') : contentItemMessage('invalid');
  return new AppError('invalid', 'CONTENT_INVALID', message, { fieldErrors });
}

/** 400 for one field, in the words of the catalogue. */
export function contentFieldInvalid(field: string, id: ContentItemMessageId): AppError {
  return contentInvalid({ [field]: contentItemMessage(id) });
}

export function collectionNotFound(): AppError {
  return new AppError('not_found', 'CONTENT_COLLECTION_NOT_FOUND', contentItemMessage('collectionNotFound'));
}

export function contentItemNotFound(): AppError {
  return new AppError('not_found', 'CONTENT_ITEM_NOT_FOUND', contentItemMessage('itemNotFound'));
}

export function tooManyItems(): AppError {
  return new AppError('conflict', 'CONTENT_ITEM_LIMIT_REACHED', contentItemMessage('tooManyItems'));
}

/** 403: a draft-only role tried to publish, schedule, delete or change a live item. */
export function publishNeedsEditor(): AppError {
  return new AppError('forbidden', 'AUTH_PERMISSION_DENIED', contentItemMessage('publishNeedsEditor'), {
    permission: 'content.edit',
  });
}
