// The access log feature's public face: the server overview the organisers' home shows.
export { useServerOverview } from './api/get-server-overview';
