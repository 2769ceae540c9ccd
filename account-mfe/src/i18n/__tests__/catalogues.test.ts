import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..');
/** The package's catalogue folders: src/i18n and each folder of its own below it (more/, care/). */
const folders = [
  root,
  ...fs
    .readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== '__tests__')
    .map((e) => path.join(root, e.name)),
];
const keys = (folder: string, file: string) => Object.keys(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as object).sort();

describe('account screens texts', () => {
  it.each(folders.map((folder) => [path.relative(root, folder) || '.', folder]))(
    'has every English message in every other language file (%s)',
    (_name, folder) => {
      const others = fs.readdirSync(folder).filter((file) => file.endsWith('.json') && file !== 'en.json');
      expect(others.length).toBeGreaterThan(0);
      for (const file of others) expect([file, keys(folder, file)]).toEqual([file, keys(folder, 'en.json')]);
    },
  );

  it('keeps the care screens apart from the rest', () => {
    expect(folders.map((f) => path.basename(f))).toEqual(expect.arrayContaining(['more', 'care']));
  });
});
