export * from './format';
export * from './locale';
export * from './catalogue';
