import { SITE_TIME_ZONE_MESSAGES } from '@plinth/contracts';
import { AppError } from '../../app-error';

function languagesField(code: string, field: string, message: string): AppError {
  return new AppError('invalid', code, message, { fieldErrors: { [field]: message } });
}

/** `field` is the entry's code in the body ("languages.2.code"). */
export function unknownLanguage(code: string, field: string): AppError {
  return languagesField(
    'MULTILINGUAL_UNKNOWN_LANGUAGE',
    field,
    `"${code}" is not one of the expected options: choose a language from GET /api/multilingual/languages.`,
  );
}

export function languagesInvalid(message: string): AppError {
  return languagesField('MULTILINGUAL_LANGUAGES_INVALID', 'languages', message);
}

export function unknownTimeZone(timeZone: string): AppError {
  return languagesField(
    'TIME_ZONE_UNKNOWN',
    'timeZone',
    SITE_TIME_ZONE_MESSAGES.format('unknown', { timeZone }),
  );
}
