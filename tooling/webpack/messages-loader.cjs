// Parses a message catalogue (src/i18n/<locale>.json) at build time: each ICU string becomes its
// syntax tree, so the browser runs intl-messageformat without its parser (the build aliases
// @formatjs/icu-messageformat-parser to its no-parser entry). A message that does not parse fails
// the build, naming the file and key.
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function messagesLoader(source) {
  const catalogue = JSON.parse(source);
  const parsed = {};
  for (const [key, message] of Object.entries(catalogue)) {
    if (typeof message !== 'string') throw new Error(`${this.resourcePath}: "${key}" is not a string`);
    try {
      parsed[key] = parse(message, { captureLocation: false });
    } catch (error) {
      throw new Error(`${this.resourcePath}: "${key}" is not a valid ICU message: ${error.message}`);
    }
  }
  return `module.exports = ${JSON.stringify(parsed)};`;
};
