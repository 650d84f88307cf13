// Stands in for the `object.entries` polyfill that node-polyglot (react-admin's i18n) requires: it builds
// Object.entries from get-intrinsic, call-bind and define-properties (about 6 kB gzip), and every browser
// the console supports has Object.entries.
module.exports = Object.entries;
