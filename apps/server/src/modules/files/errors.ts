import {
  FILE_MESSAGES,
  fileMessage,
  UPLOAD_FIELD,
  UPLOAD_MEDIA_MESSAGES,
  UPLOAD_MESSAGES,
  type FieldErrors,
  type UploadAccept,
} from '@plinth/contracts';
import { AppError } from '../../app-error';

/**
 * Every refusal of an upload is about its one file: a 400 whose `fieldErrors` names the `file` field
 * with the message, as other endpoints name theirs, so the editor shows it at the file input.
 */
function uploadRefused(code: string, message: string): AppError {
  return new AppError('invalid', code, message, { fieldErrors: { [UPLOAD_FIELD]: message } });
}

export function fileUnsupportedType(): AppError {
  return uploadRefused('FILE_UNSUPPORTED_TYPE', UPLOAD_MESSAGES.unsupportedType);
}

export function fileTooLarge(): AppError {
  return uploadRefused('FILE_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
}

export function fileDimensionsTooLarge(maxSide: number): AppError {
  return uploadRefused(
    'FILE_TOO_LARGE_DIMENSIONS',
    `Image too large. Each side can be at most ${maxSide.toLocaleString('en-US')} pixels.`,
  );
}

export function fileTooManyPixels(maxPixels: number): AppError {
  return uploadRefused(
    'FILE_TOO_MANY_PIXELS',
    `Image too large. It can have at most ${maxPixels / 1_000_000} megapixels (for example 8,000 × 6,250 pixels).`,
  );
}

export function fileMissing(): AppError {
  return uploadRefused('FILE_MISSING', UPLOAD_MESSAGES.missing);
}

/** A body that is not well-formed multipart (cut short, bad boundaries). */
export function fileUnreadable(): AppError {
  return uploadRefused('FILE_UNREADABLE', 'The upload could not be read. Try again.');
}

/** The refusals for kinds beyond images (upload-limits.ts UPLOAD_MEDIA_MESSAGES). */
export function fileUnsupportedFor(accept: UploadAccept): AppError {
  return uploadRefused('FILE_UNSUPPORTED_TYPE', UPLOAD_MEDIA_MESSAGES.unsupportedType[accept]);
}

export function fileTooLargeFor(kind: 'image' | 'video' | 'audio'): AppError {
  return uploadRefused('FILE_TOO_LARGE', UPLOAD_MEDIA_MESSAGES.tooLarge[kind]);
}

/** 400 from the file library's routes: every field's problem, in the catalogue's words. */
export function fileInvalid(fieldErrors: FieldErrors): AppError {
  const messages = Object.values(fieldErrors);
  const message = messages.length === 1 ? (messages[0] ?? '') : FILE_MESSAGES.invalid;
  return new AppError('invalid', 'FILE_INVALID', message, { fieldErrors });
}

/** A cursor that is not one this server wrote (or a list from before a change of format). */
export function fileCursorInvalid(): AppError {
  return fileInvalid({ cursor: FILE_MESSAGES.cursorInvalid });
}

/** Unknown ids and other sites' files alike: nothing says the id exists elsewhere. */
export function fileNotFound(): AppError {
  return new AppError('not_found', 'FILE_NOT_FOUND', FILE_MESSAGES.fileNotFound);
}

/** 409: a product shows the image (product images are stored by URL, decision 0038). */
export function fileInUseByProduct(titles: readonly string[]): AppError {
  const products = titles.map((title) => `“${title}”`).join(', ');
  return new AppError('conflict', 'FILE_IN_USE', fileMessage('fileInUseByProduct', { products }));
}
