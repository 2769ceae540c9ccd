// Which languages a front-end package speaks: one per file in its src/i18n folder (en.json,
// pcm.json, ha.json...). The build (DefinePlugin) and the jest preset both hand this list to the
// package as __I18N_LOCALES__ (and their names as __I18N_LANGUAGE_NAMES__), so a translator adds
// a language by adding files, with no code.
const fs = require('node:fs');
const path = require('node:path');

/** A catalogue's file name: a language tag (en, pcm, ha, yo, ig, en-GB) and `.json`. */
const CATALOGUE_FILE = /^([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\.json$/;

/** @param {string} packageDir @returns {string[]} the locales, English first */
function discoverLocales(packageDir) {
  const folder = path.join(packageDir, 'src', 'i18n');
  if (!fs.existsSync(folder)) return ['en'];
  const found = fs
    .readdirSync(folder)
    .map((file) => CATALOGUE_FILE.exec(file)?.[1])
    .filter(Boolean)
    .sort();
  return ['en', ...found.filter((locale) => locale !== 'en')];
}

/**
 * Each language's own name, from the "language.name" message of its file where it has one
 * ("Naijá", "Hausa"): the language switch shows it, and no language needs loading to be listed.
 * @param {string} packageDir @returns {Record<string, string>}
 */
function languageNames(packageDir) {
  const names = {};
  for (const locale of discoverLocales(packageDir)) {
    const file = path.join(packageDir, 'src', 'i18n', `${locale}.json`);
    if (!fs.existsSync(file)) continue;
    const name = JSON.parse(fs.readFileSync(file, 'utf8'))['language.name'];
    if (typeof name === 'string' && name.trim()) names[locale] = name.trim();
  }
  return names;
}

module.exports = { discoverLocales, languageNames, CATALOGUE_FILE };
