export { importRoutes, importDeps } from './routes';
export { createImportRun, getImportRun, IMPORT_JOB_KIND } from './service';
export { runImport, type RunObserver } from './import-runner';
export type { ImportDeps, ImportOptions } from './import-context';
export { remoteImageFetcher, type RemoteImageFetch, type RemoteImageLimits } from './remote-image';
