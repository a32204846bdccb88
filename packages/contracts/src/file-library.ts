import { defineMessages, type MessageParams } from './define-messages';

/**
 * The file library (issue 10 part 4): the owner API's paths, limits and the words of seed 001
 * (sections 3, 4 and 8: "Existing Files", "File Detail", "Choose File", the upload and rename
 * failures, the delete confirmation). Zod-free; the schemas are in owner-files.ts.
 */
export const FILES_API = {
  list: '/config/api/files',
  file: '/config/api/files/:id',
} as const;

export const FILE_KINDS = ['image', 'video', 'audio'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
/** The list's filter: one kind, or every file. */
export const FILE_KIND_FILTERS = ['any', ...FILE_KINDS] as const;
export type FileKindFilter = (typeof FILE_KIND_FILTERS)[number];

export const FILE_LIBRARY_LIMITS = {
  /** Files per page of the list ("Load More" asks for the next). */
  pageSize: 24,
  maxPageSize: 100,
  /** A file's name, as shown and as renamed (the upload keeps at most this many characters too). */
  fileNameMax: 200,
  searchMax: 200,
  cursorMax: 100,
} as const;

/** What a stored content type is, by its first part (every upload is an image, a video or a sound). */
export function fileKindOf(contentType: string): FileKind {
  if (contentType.startsWith('video/')) return 'video';
  if (contentType.startsWith('audio/')) return 'audio';
  return 'image';
}

export const FILE_MESSAGES = {
  // Seed 001 section 2 and 3: the file browser's parts and the file's fields (file name, type, size).
  existingFiles: 'Existing Files',
  fileDetail: 'File Detail',
  chooseFile: 'Choose File',
  uploadFile: 'Upload File',
  loadMore: 'Load More',
  rename: 'Rename',
  delete: 'Delete',
  fileName: 'File name',
  type: 'Type',
  size: 'Size',
  // Seed 001 section 8: validation, failures and actions, word for word.
  fileNameRequired: 'Please enter a file name',
  processingFailed: 'File processing failed',
  processingCancelled: 'File processing cancelled',
  processingIncomplete: 'File processing failed to complete',
  uploadIncomplete: 'File upload failed to complete',
  errorUploading: 'Error uploading',
  renameProblem: 'There was a problem while renaming your file.',
  unableToRename: 'Unable to Rename File',
  uploadProblem: 'There was a problem while uploading your file.',
  unableToUpload: 'Unable to Upload File',
  tryAgain: 'Try again',
  retry: 'Retry',
  // Seed 001 section 8: "Delete-file confirmation says it cannot be undone and to update all links."
  deleteTitle: 'Delete file?',
  deleteConfirm: '“{name}” will be deleted. This cannot be undone: update all links to this file.',
  deleteUsedOn: 'It is used on: {places}.',
  // Plinth's own.
  fileNameTooLong: 'The file name can be at most 200 characters.',
  invalid: 'Check the highlighted fields.',
  cursorInvalid: 'This list has changed. Load it again.',
  fileNotFound: 'This file does not exist on this site.',
  fileInUseByProduct:
    'This image is shown by {products}. Remove it from the product first, then delete it here.',
  deleteProblem: 'There was a problem while deleting your file. Try again.',
  noFiles: 'No files yet. Upload one above.',
  selectFile: 'Select a file to see its details.',
  noMatches: 'No files match “{query}”.',
  uploading: 'Uploading {name}… {percent}%',
  processing: 'Processing {name}…',
  uploaded: '{name} uploaded.',
  dropHere: 'or drop a file here',
  searchFiles: 'Search files',
  keepFile: 'Keep file',
  deleted: '{name} deleted.',
  renamed: 'Renamed to {name}.',
  noFileChosen: 'No file chosen',
  removeFile: 'Remove file',
  fileGone: 'This file is no longer on the site.',
} as const;
export type FileMessageId = keyof typeof FILE_MESSAGES;

export const fileMessage: (id: FileMessageId, params?: MessageParams) => string =
  defineMessages(FILE_MESSAGES).format;
