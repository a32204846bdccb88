import { AppError } from '../../app-error';

/** A font file address that is not one of the catalogue's. */
export const fontFileNotFound = () => new AppError('not_found', 'FONT_NOT_FOUND', 'Not found');
