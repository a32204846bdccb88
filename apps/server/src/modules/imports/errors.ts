import { IMPORT_FIELD, IMPORT_MESSAGES } from '@plinth/contracts';
import { AppError } from '../../app-error';

export function importFileMissing(): AppError {
  return new AppError('invalid', 'IMPORT_FILE_MISSING', IMPORT_MESSAGES.fileMissing, {
    fieldErrors: { [IMPORT_FIELD]: IMPORT_MESSAGES.fileMissing },
  });
}

export function importFileTooLarge(): AppError {
  return new AppError('invalid', 'IMPORT_FILE_TOO_LARGE', IMPORT_MESSAGES.fileTooLarge, {
    fieldErrors: { [IMPORT_FIELD]: IMPORT_MESSAGES.fileTooLarge },
  });
}

export function importRunNotFound(): AppError {
  return new AppError('not_found', 'IMPORT_NOT_FOUND', IMPORT_MESSAGES.notFound);
}
