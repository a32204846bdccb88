/**
 * Seed 000 sections 4 and 9. The add-to-cart button shows "Adding…", then "Added!" after
 * ADDED_DELAY_MS, then idles again ADDED_RESET_MS later; an error idles it after ERROR_RESET_MS.
 */
export const ADDED_DELAY_MS = 1000;
export const ADDED_RESET_MS = 2000;
export const ERROR_RESET_MS = 1000;
/** How long a listing-page button shows "Select Option", disabled, before restoring its text. */
export const SELECT_OPTION_FLASH_MS = 2000;
