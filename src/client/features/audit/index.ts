// The audit feature's public face: what other features may use.
export { useAudit } from './api/get-audit';
export { AuditTable } from './components/audit-table';
