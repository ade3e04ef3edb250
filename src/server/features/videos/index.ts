export { videosRoutes } from './routes';
