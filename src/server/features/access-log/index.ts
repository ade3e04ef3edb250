// The access log feature's public face: the counting plugin the app registers before its routes.
export { accessLogPlugin } from './plugin';
