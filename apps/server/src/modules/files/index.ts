export { fileRoutes } from './routes';
export { findUploadsByUrl } from './service';
export { uploadsDir, UPLOADS_URL_PREFIX } from './upload-storage';
export { loadBlockFiles } from './block-files';
