/**
 * "@plinth/contracts/testing": the test kit every package shares (code review §8.1 change 5). Builders of
 * the contract's shapes and one `mockFetch` that refuses a mocked answer the server could never send.
 * Tests only: it imports vitest and zod.
 */
export * from './product-builders';
export * from './cart-builders';
export * from './mock-fetch';
export * from './answer-contracts';
