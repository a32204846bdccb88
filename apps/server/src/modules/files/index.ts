export { fileRoutes } from './routes';
export { findUploadsByUrl } from './service';
export { uploadsDir, UPLOADS_URL_PREFIX } from './upload-storage';
export { serveUpload } from './upload-serving';
export { DEFAULT_RESIZER_OPTIONS, ImageResizer, type ResizerOptions } from './image-resizer';
export { loadBlockFiles } from './block-files';
export { findUploadedFile, saveFileFromDisk } from './file-import';
