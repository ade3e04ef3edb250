// The "now" feature's public face: the section the landing and the home screen open with, and
// the lines the live strip says who and the score with.
export { NowSection } from './components/now-section';
export { useNowLists, type NowUnit } from './api/get-now';
export { leaderLine, matchLine } from './lib/now-lines';
