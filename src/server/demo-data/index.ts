export { generateGames, SIZES, type DemoGames, type GamesSize } from './generate';
export { seedGames, seedIfEmpty, writeGames } from './seed';
