// The results feature's public face: what other features may use.
export { useClassification } from './api/get-classification';
export { RecordMark } from './components/record-mark';
export { bracketPath, standingsPath } from './bracket-links';
