import { UPLOAD_MESSAGES } from '@plinth/contracts';
import { AppError } from '../../app-error';

export function fileUnsupportedType(): AppError {
  return new AppError('invalid', 'FILE_UNSUPPORTED_TYPE', UPLOAD_MESSAGES.unsupportedType);
}

export function fileTooLarge(): AppError {
  return new AppError('invalid', 'FILE_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
}

export function fileDimensionsTooLarge(maxSide: number): AppError {
  return new AppError(
    'invalid',
    'FILE_TOO_LARGE_DIMENSIONS',
    `Image too large. Each side can be at most ${maxSide.toLocaleString('en-US')} pixels.`,
  );
}

export function fileMissing(): AppError {
  return new AppError('invalid', 'FILE_MISSING', UPLOAD_MESSAGES.missing);
}

/** A body that is not well-formed multipart (cut short, bad boundaries). */
export function fileUnreadable(): AppError {
  return new AppError('invalid', 'FILE_UNREADABLE', 'The upload could not be read. Try again.');
}
