// Same framework settings as the site where they change what the browser loads.
const { runAfterProductionCompile } = require('../compile-hints.js');

module.exports = { poweredByHeader: false, reactStrictMode: true, compiler: { runAfterProductionCompile } };
