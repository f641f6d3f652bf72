export * from './events/envelope';
export * from './events/streams';
export * from './events/catalogue';
export * from './events/permissions';
export * from './events/exports';
export * from './events/requests';
export * from './problem';
export * from './http/index';
