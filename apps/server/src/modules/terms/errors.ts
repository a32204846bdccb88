import {
  TERM_TYPE_LABEL,
  termFieldMessage,
  termMessage,
  type FieldErrors,
  type TermKind,
} from '@plinth/contracts';
import { AppError } from '../../app-error';

/** 400 with every name's problem: `{code: "TERMS_INVALID", fieldErrors: {"tags.2": "..."}}`. */
export function termsInvalid(fieldErrors: FieldErrors): AppError {
  const [first] = Object.values(fieldErrors);
  return new AppError('invalid', 'TERMS_INVALID', first ?? 'Invalid request.', { fieldErrors });
}

/** 409, seed 001's "This {tagType} already exists", on the name field. */
export function termExists(kind: TermKind): AppError {
  const message = termMessage('alreadyExists', { tagType: TERM_TYPE_LABEL[kind] });
  return new AppError('conflict', 'TERM_EXISTS', message, { fieldErrors: { name: message } });
}

export function termNotFound(kind: TermKind | null): AppError {
  const message = termFieldMessage('notFound', { tagType: kind ? TERM_TYPE_LABEL[kind] : 'tag or category' });
  return new AppError('not_found', 'TERM_NOT_FOUND', message);
}

export function siteTermsFull(max: number): AppError {
  return new AppError('conflict', 'TERMS_SITE_FULL', termFieldMessage('siteFull', { max }));
}
