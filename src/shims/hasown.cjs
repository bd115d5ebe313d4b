// `hasown` for node-polyglot: Object.hasOwn exists in every browser the app supports (vite.config.ts alias).
module.exports = Object.hasOwn;
