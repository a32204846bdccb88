import { UPLOAD_FIELD, UPLOAD_MEDIA_MESSAGES, UPLOAD_MESSAGES, type UploadAccept } from '@plinth/contracts';
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
