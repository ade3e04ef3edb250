export { safeSportRoutes } from './routes';
