// The trivia feature's public face: query keys other features refresh (the ranking after an answer).
export { TRIVIA_KEY, triviaKeys } from './api/trivia-keys';
