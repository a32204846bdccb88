export * from './product';
export * from './cart';
