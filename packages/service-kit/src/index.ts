export * from './config';
export * from './logger';
export * from './http/app';
export * from './http/problem';
export * from './http/validate';
export * from './http/health';
export * from './run-service';
