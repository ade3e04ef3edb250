// The redirects feature's public face: the SPA fallback answers moved paths with it.
export { findRedirect } from './queries';
