// The ingest feature's public face: what other features may use.
export { useIngestLog } from './api/get-ingest-log';
