// The safe-sport pages are reached through the route table only.
export { useSafeSportWatched } from './lib/use-watched';
