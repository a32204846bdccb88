/** The form block's limits and id rule, shared by its schema, editor field and renderer. No zod here. */

/** A form id as the forms module makes them (newId) or the demo seed names them ('demo-contact'). */
export const FORM_BLOCK_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const FORM_BLOCK_HEADING_MAX = 200;
