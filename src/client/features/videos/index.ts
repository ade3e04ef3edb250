// The videos feature's face for the safe-sport pages: its player and the organisers' text.
export { FilePlayer } from './components/file-player';
export { PlainText } from './components/plain-text';
