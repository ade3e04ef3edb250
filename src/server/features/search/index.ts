export { searchRoutes } from './routes';
