export * from './identity';
export * from './catalogue';
export * from './cart';
export * from './payments';
export * from './orders';
export * from './messages';
export * from './delivery';
