// Follows: the routes, and the reads other features build on (feeds, push).
export { followRoutes } from './routes';
export { followersOfUnits, listFollows, unitCodesOfFollows, unitsOfFollows } from './queries';
