// The results feature's public face: what other features may use.
export { useClassification } from './api/get-classification';
