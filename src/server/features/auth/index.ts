// The auth feature's public face for other features.
export { sessionUserColumns } from './sessions';
export { hashPassword } from './passwords';
