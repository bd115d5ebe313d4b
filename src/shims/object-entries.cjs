// node-polyglot's `object.entries` polyfill: every browser the app supports has Object.entries (vite.config.ts alias).
module.exports = Object.entries;
