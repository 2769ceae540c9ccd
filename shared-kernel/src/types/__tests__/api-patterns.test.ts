/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { apiPatterns } from '../api-patterns.generated';

/** The API's OpenAPI document, as `npm run openapi -w api` prints it. */
function openApiDocument() {
  const printed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/openapi.ts'], {
    cwd: path.resolve(__dirname, '../../../../api'),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (printed.status !== 0) throw new Error(printed.stderr);
  return JSON.parse(printed.stdout) as { components: { schemas: Record<string, { properties: Record<string, { pattern?: string }> }> } };
}

describe('the API schema patterns generated for the front ends', () => {
  it('holds the NAFDAC pattern exactly as the API’s schemas state it', () => {
    const schemas = openApiDocument().components.schemas;
    expect(apiPatterns.AdminMedicine.nafdacNumber).toBe(schemas.AdminMedicine.properties.nafdacNumber.pattern);
    expect(apiPatterns.Medicine.nafdacNumber).toBe(schemas.Medicine.properties.nafdacNumber.pattern);
    expect(typeof apiPatterns.Medicine.nafdacNumber).toBe('string');
  });

  it('reads NAFDAC numbers as the API does: capitals, an empty one allowed', () => {
    const nafdac = new RegExp(apiPatterns.AdminMedicine.nafdacNumber);
    for (const good of ['A4-0237', '04-8642', 'A11-100139', 'B4-5521L', '']) expect(nafdac.test(good)).toBe(true);
    for (const bad of ['12345', 'A4-02', 'AB-0237', 'A4 0237', 'a4-0237']) expect(nafdac.test(bad)).toBe(false);
  });
});
