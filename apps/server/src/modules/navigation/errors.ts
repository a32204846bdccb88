import { AppError } from '../../app-error';

/** A navigation rule; `field` is the item's path in the body ("navigation.items.1.items.0"). */
export function navigationInvalid(code: string, field: string, message: string): AppError {
  return new AppError('invalid', code, message, { fieldErrors: { [field]: message } });
}

export function memberAreasUnavailable(field: string): AppError {
  return navigationInvalid(
    'NAVIGATION_MEMBER_AREAS_UNAVAILABLE',
    field,
    'Member areas are not available yet.',
  );
}
