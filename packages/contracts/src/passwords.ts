/**
 * Password length limits the server enforces, shared so the editor can say what will be refused before
 * anything is sent. The maximum bounds the cost of hashing an attacker-chosen input.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
