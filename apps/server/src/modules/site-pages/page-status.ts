// The rule lives in contracts (the navigation module reads it too); the pages module re-exports it.
export { effectivePageStatus, isPageLive, liveCopyOf } from '@plinth/contracts';
