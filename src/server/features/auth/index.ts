// The auth feature's public face for other features and the auth plugin.
export { readSession, sessionUserColumns } from './sessions';
export { hashPassword } from './passwords';
export { deleteExpiredAuthRows } from './cleanup';
export { tooManyRequests } from './rate-limits';
