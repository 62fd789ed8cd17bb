// Same framework settings as the site where they change what the browser loads. The bench serves it with
// the site's server (scripts/serve.js --dir), which compresses, as the site's own config has it.
const { runAfterProductionCompile } = require('../compile-hints.js');

module.exports = { poweredByHeader: false, reactStrictMode: true, compress: false, compiler: { runAfterProductionCompile } };
