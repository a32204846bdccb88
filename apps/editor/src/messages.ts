import { defineMessages, type MessageParams } from '@plinth/contracts';

/**
 * Texts the editor shows that come from the spec (seed 001 sections 2, 4 and 8), quoted exactly, plus the
 * editor's own words where the spec is silent. Loading, "Unable to load. Try again." and "Retry" are
 * shared with the storefront and live in @plinth/commerce's MESSAGES.
 */
export const EDITOR_MESSAGES = {
  // Seed 001 section 8
  networkError: 'Network error',
  somethingWentWrong: 'Something went wrong',
  unableToUploadFile: 'Unable to Upload File',
  uploadProblem: 'There was a problem while uploading your file.',
  mainNavigationMissing: 'Unable to find site main navigation',
  invalidEmail: 'Please enter a valid email',

  // Seed 001 section 2: the link editor
  linkPage: 'Page',
  linkWebAddress: 'Web Address',
  linkEmail: 'Email',
  linkPhone: 'Phone',
  openInNewWindow: 'Open in New Window',
  includeCountryCode: 'Include country code',

  // Seed 001 section 4: unsaved changes prompt (save, discard or review)
  // Also the save bar's status line while a form has changes.
  unsavedTitle: 'Unsaved changes',
  unsavedBody: 'You have changes on this page that are not saved yet.',
  save: 'Save',
  discard: 'Discard',
  review: 'Review',

  // Seed 001 sections 2 and 8: the font picker and the colour picker (site styles, decision 0036)
  searchFonts: 'Search fonts',
  browseAllFonts: 'Browse all fonts',
  fontsInStyleGuide: 'Fonts in Style Guide',
  unableToLoadFonts: 'Unable to load fonts',
  unableToLoadFontPreview: 'Unable to load preview for a font',
  tryAgain: 'Try again',
  colorMap: 'Color Map',
  colorHex: 'Hex',
  colorRgb: 'RGB',
  colorHsl: 'HSL',
  colorSaturation: 'Saturation',
  colorLightness: 'Lightness',
  // Plinth's own words around them
  colorSwatches: 'Preset swatches',
  colorEdit: 'Change',
  colorRemove: 'Remove colour',
  colorNone: 'None',
  colorHexInvalid: 'Enter a colour as # and six hex digits, e.g. #1f2933.',
  colorHexAlphaInvalid: 'Enter a colour as # and six or eight hex digits, e.g. #1f2933cc.',
  colorRgbInvalid: 'Enter red, green and blue from 0 to 255, e.g. 31, 41, 51.',
  colorHslInvalid: 'Enter hue 0–360, saturation and lightness 0–100%, e.g. 210, 25%, 16%.',
  colorPercentInvalid: 'Enter a percentage from 0 to 100.',
  noFontsFound: 'No fonts match “{query}”.',

  // Plinth's own
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  signOut: 'Sign out',
  noSitesTitle: 'No site to edit',
  noSitesBody: 'Your account is not a member of any site. Ask a site administrator for an invitation.',
  saving: 'Saving…',
  saved: 'Saved.',
  cancel: 'Cancel',
  viewSite: 'View site',
  invalidPrice: 'Enter an amount such as {example}.',
  invalidWholeNumber: 'Enter a whole number of 0 or more.',
} as const;

export type EditorMessageId = keyof typeof EDITOR_MESSAGES;

/** The text with each {name} filled; a placeholder without a value stays visible (contracts' defineMessages). */
export const editorMessage: (id: EditorMessageId, params?: MessageParams) => string =
  defineMessages(EDITOR_MESSAGES).format;
