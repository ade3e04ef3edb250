// The participants feature's public face.
export { Avatar } from './components/avatar';
