// The owner's home (issue 13 part 7): the summary /config opens on.
export { ownerHomeRoutes } from './routes';
