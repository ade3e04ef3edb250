// Official reports and communications: their public lists and what each account has opened.
export { communicationsRoutes } from './routes';
