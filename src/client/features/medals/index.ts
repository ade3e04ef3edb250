// The medals feature's public face: the medal components other features may show.
export { MedalIcon, MedalCounts, MEDALS, type Medal } from './components/medal-icon';
export { MedalTable } from './components/medal-table';
