export * from './redirects';
export * from './auth';
export * from './competition';
export * from './live';
export * from './content';
export * from './access-log';
export * from './trivia';
export * from './feedback';
