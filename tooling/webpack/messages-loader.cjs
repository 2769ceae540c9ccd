// Compiles a message catalogue (src/i18n/<locale>.json) at build time: each ICU message becomes
// its text or a small function (tooling/i18n/compile-messages.cjs), so no message-format library
// ships to the browser. A message that does not parse fails the build, naming the file and key.
const { compileCatalogue } = require('../i18n/compile-messages.cjs');

module.exports = function messagesLoader(source) {
  return `module.exports = ${compileCatalogue(JSON.parse(source), this.resourcePath)};`;
};
