export * from './fields';
export * from './account';
export * from './profile';
export * from './contact';
export * from './photos';
export * from './issues';
export * from './preferences';
export * from './consent';
