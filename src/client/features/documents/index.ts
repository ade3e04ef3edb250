// The documents feature's public face: what other features may use.
export { UnitReports } from './components/unit-reports';
