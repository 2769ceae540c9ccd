export * from './format';
export * from './locale';
export * from './catalogue';
export * from './account-language';
