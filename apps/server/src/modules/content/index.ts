export { contentRoutes } from './routes';
export {
  createContentItem,
  createContentItemIn,
  deleteContentItem,
  settleItemDateIn,
  updateContentItem,
  updateContentItemIn,
} from './service';
export { getContentItem, type ContentActor } from './item-read';
export { listCollections, listContentItems } from './item-list';
export { bulkChangeItems } from './bulk';
export { sanitizeExcerpt } from './item-fields';
export { parseLocation } from './item-view';
export { insertContentItemRow } from './queries';
