import fs from 'node:fs';
import path from 'node:path';

const folder = path.join(__dirname, '..');
const keys = (file: string) => Object.keys(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as object).sort();

describe('account screens texts', () => {
  it('has every English message in every other language file', () => {
    const others = fs.readdirSync(folder).filter((file) => file.endsWith('.json') && file !== 'en.json');
    expect(others.length).toBeGreaterThan(0);
    for (const file of others) expect([file, keys(file)]).toEqual([file, keys('en.json')]);
  });
});
