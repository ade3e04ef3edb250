// The ranking feature's public face: its query key root, which a trivia answer refreshes (points changed).
export { RANKING_KEY } from './api/get-ranking';
