import { AppError } from '../../app-error';

export function storePageNotFound(): AppError {
  return new AppError(
    'not_found',
    'STORE_PAGE_NOT_FOUND',
    'Unable to locate content: no such store page on this site.',
  );
}

export function reservedUrlId(urlId: string): AppError {
  const message = `/${urlId} is not a valid page URL: the address is used by the site itself. Choose another URL.`;
  return new AppError('invalid', 'STORE_PAGE_URL_RESERVED', message, { fieldErrors: { urlId: message } });
}

export function rootCategoryExists(): AppError {
  const message = 'This store page already has its root category.';
  return new AppError('conflict', 'STORE_CATEGORY_ROOT_EXISTS', message, { fieldErrors: { type: message } });
}
