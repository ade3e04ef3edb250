export { bracketDeskRoutes, bracketRoutes } from './routes';
export { withoutPoolMatches } from './queries';
