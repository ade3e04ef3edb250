// Calendar feeds: public per delegation and discipline, personal behind a revocable secret.
export { calendarRoutes } from './routes';
