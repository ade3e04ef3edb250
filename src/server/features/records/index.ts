export { recordsDeskRoutes, recordsRoutes } from './routes';
