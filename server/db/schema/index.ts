export * from './reference';
export * from './engagement';
export * from './outbox';
export * from './accounts';
export * from './ads';
export * from './market';
export * from './notifications';
export * from './construction';
