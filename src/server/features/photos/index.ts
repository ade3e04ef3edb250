export { photosRoutes } from './routes';
