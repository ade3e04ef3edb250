// The audit feature's public face for other features: the writer changes are recorded with.
export { recordAudit, type AuditEntry } from './service';
