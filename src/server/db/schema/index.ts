export * from './redirects';
export * from './auth';
