export * from './product';
export * from './cart';
export * from './roles';
