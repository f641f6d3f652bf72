// Every SMS and e-mail svc-notify sends is written here, text and HTML together.
export * from './layout';
export * from './sms';
export * from './emails';
export * from './notifications';
export * from './member-emails';
export * from './message-emails';
export * from './support-emails';
