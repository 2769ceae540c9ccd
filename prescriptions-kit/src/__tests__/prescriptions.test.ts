import { oldestUsableWrittenOn, PRESCRIPTION_MAX_BYTES, prescriptionFileProblem } from '../prescriptions';

const fileOf = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('prescription files, checked before sending', () => {
  it('takes a JPEG, PNG or PDF up to 10 MB', () => {
    expect(prescriptionFileProblem(fileOf('rx.jpg', 'image/jpeg', 2000))).toBeNull();
    expect(prescriptionFileProblem(fileOf('rx.png', 'image/png', 2000))).toBeNull();
    expect(prescriptionFileProblem(fileOf('rx.pdf', 'application/pdf', PRESCRIPTION_MAX_BYTES))).toBeNull();
  });

  it('names what is wrong: no file, another type, empty, too big', () => {
    expect(prescriptionFileProblem(null)).toMatch(/Choose a photo or PDF/);
    expect(prescriptionFileProblem(fileOf('rx.html', 'text/html', 10))).toMatch(/JPEG or PNG\) or a PDF/);
    expect(prescriptionFileProblem(fileOf('rx.heic', 'image/heic', 10))).toMatch(/JPEG or PNG\) or a PDF/);
    expect(prescriptionFileProblem(fileOf('rx.pdf', 'application/pdf', 0))).toMatch(/empty/);
    expect(prescriptionFileProblem(fileOf('rx.pdf', 'application/pdf', PRESCRIPTION_MAX_BYTES + 1))).toMatch(/larger than 10 MB/);
  });

  it('says six months before a day is the oldest date written accepted', () => {
    expect(oldestUsableWrittenOn(new Date(2026, 10, 24))).toBe('2026-05-24');
    expect(oldestUsableWrittenOn(new Date(2026, 2, 15))).toBe('2025-09-15');
  });
});
