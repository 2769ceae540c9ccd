export * from './identity';
export * from './catalogue';
export * from './commerce';
export * from './messages';
