// The kernel's public face: everything the shell and remotes may use.
export * from './types/entities';
export * from './remotes/contracts';
export * from './config/runtime-config';
export * from './navigation/navigation';
export * from './auth/jwt';
export * from './auth/token-store';
export * from './http/api-client';
export * from './events/event-bus';
export * from './cart/cart-count-store';
export * from './toast/toast';
export * from './money/money';
export * from './format/date';
export * from './format/phone';
export * from './remotes/route-manifest';
export * from './routing/router';
export * from './routing/use-page-param';
export * from './ui/primitives';
