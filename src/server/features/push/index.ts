// Push notifications: subscriptions with the reader's choices, and the notifier that sends once.
export { pushRoutes } from './routes';
