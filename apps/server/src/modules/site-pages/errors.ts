import { sitePageMessage, type FieldErrors, type SitePageMessageId } from '@plinth/contracts';
import type { MessageParams } from '@plinth/contracts';
import { AppError } from '../../app-error';

/** 400 with every field's problem: `{code: "PAGE_INVALID", message, fieldErrors}`. */
export function pageInvalid(fieldErrors: FieldErrors): AppError {
  const messages = Object.values(fieldErrors);
  const message = messages.length === 1 ? (messages[0] ?? '') : sitePageMessage('invalid');
  return new AppError('invalid', 'PAGE_INVALID', message, { fieldErrors });
}

/** 400 for one field, in the words of the catalogue. */
export function pageFieldInvalid(field: string, id: SitePageMessageId, params?: MessageParams): AppError {
  const message = sitePageMessage(id, params);
  return new AppError('invalid', 'PAGE_INVALID', message, { fieldErrors: { [field]: message } });
}

export function sitePageNotFound(): AppError {
  return new AppError('not_found', 'PAGE_NOT_FOUND', sitePageMessage('pageNotFound'));
}

/** 409: the draft moved on since the editor loaded it (another tab or another editor saved). */
export function pageChanged(): AppError {
  return new AppError('conflict', 'PAGE_CHANGED', sitePageMessage('pageChanged'));
}

/** 409: the slug is another page's or a store page's. */
export function slugTaken(slug: string): AppError {
  const message = sitePageMessage('slugTaken', { slug });
  return new AppError('conflict', 'PAGE_SLUG_TAKEN', message, { fieldErrors: { slug: message } });
}

/** 409: another item of the same collection has the slug. */
export function itemSlugTaken(slug: string): AppError {
  const message = sitePageMessage('itemSlugTaken', { slug });
  return new AppError('conflict', 'PAGE_SLUG_TAKEN', message, { fieldErrors: { slug: message } });
}

export function tooManyPages(): AppError {
  return new AppError('conflict', 'PAGE_LIMIT_REACHED', sitePageMessage('tooManyPages'));
}

/** 403: a draft-only role tried to change the settings of a page visitors can see (or the home page). */
export function livePageNeedsEditor(id: SitePageMessageId = 'livePageNeedsEditor'): AppError {
  return new AppError('forbidden', 'AUTH_PERMISSION_DENIED', sitePageMessage(id), {
    permission: 'content.edit',
  });
}
