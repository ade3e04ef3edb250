// The auth feature's public face for the app shell and other features.
export { syncAccountSession } from './session';
export { useServerFieldErrors } from './components/use-server-errors';
export { meQuery } from './api/get-me';
