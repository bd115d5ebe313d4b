export * from './roles';
export * from './categories';
export * from './money';
export * from './points';
export * from './levels';
export * from './password';
export * from './slots';
export type * from './entities';
export * from './dishes';
