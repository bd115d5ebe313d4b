// Formatting is Prettier's (`npm run format`); `npm test` checks it (`npm run format:check`).
export default { printWidth: 130, singleQuote: true };
