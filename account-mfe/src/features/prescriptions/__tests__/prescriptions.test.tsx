import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setLocale, type Prescription } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { careMessages } from '../../../i18n/care';
import PrescriptionsPage from '../../../pages/prescriptions-page';
import { healthConsents, httpError, ok, renderPage, signIn, withConsents } from '../../../testing/render-page';

const given = healthConsents('prescriptions', true);

const today = new Date().toISOString().slice(0, 10);

const rx = (over: Partial<Prescription>): Prescription => ({
  id: 'rx-1',
  fileName: 'amoxil.jpg',
  contentType: 'image/jpeg',
  sizeBytes: 120_000,
  prescriberName: 'Dr Funke Adeyemi',
  writtenOn: today,
  notes: null,
  uploadedAt: `${today}T09:00:00.000Z`,
  usableUntil: '2099-01-01',
  usable: true,
  orderNumbers: [],
  ...over,
});

const USED = rx({ id: 'rx-used', prescriberName: 'Dr Bola Ige', orderNumbers: ['EPH-000321'] });
const OLD = rx({ id: 'rx-old', prescriberName: 'Dr Old Hand', writtenOn: '2025-01-02', usableUntil: '2025-07-02', usable: false });
const FREE = rx({ id: 'rx-free', prescriberName: 'Dr Free Hand' });

function pngFile(name = 'rx.png', type = 'image/png', size = 2048) {
  const file = new File([new Uint8Array([137, 80, 78, 71])], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => {
  signIn();
  URL.createObjectURL = jest.fn(() => 'blob:rx-1');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

const card = (name: string) => screen.getByRole('listitem', { name });

describe('my prescriptions', () => {
  it('lists each prescription as usable or expired with the orders using it', async () => {
    jest.spyOn(apiClient, 'get').mockImplementation(withConsents(given, () => ok({ items: [USED, OLD] })));
    renderPage(<PrescriptionsPage />, { path: '/prescriptions', url: '/prescriptions' });
    await screen.findByRole('list', { name: 'Your prescriptions' });
    expect(within(card('Dr Bola Ige')).getByText('Usable')).toBeInTheDocument();
    expect(within(card('Dr Bola Ige')).getByText('EPH-000321')).toBeInTheDocument();
    expect(within(card('Dr Old Hand')).getByText('Expired')).toBeInTheDocument();
    expect(within(card('Dr Old Hand')).getByText('Expired on')).toBeInTheDocument();
    expect(within(card('Dr Old Hand')).getByText('No order yet')).toBeInTheDocument();
  });

  it('keeps Delete disabled and explains why while an order uses the prescription', async () => {
    jest.spyOn(apiClient, 'get').mockImplementation(withConsents(given, () => ok({ items: [USED] })));
    renderPage(<PrescriptionsPage />, { path: '/prescriptions', url: '/prescriptions' });
    const del = await within(await screen.findByRole('listitem', { name: 'Dr Bola Ige' })).findByRole('button', { name: 'Delete' });
    expect(del).toBeDisabled();
    expect(del).toHaveAccessibleDescription(/Kept with order EPH-000321: a prescription an order used cannot be deleted/);
  });

  it('deletes one no order uses after asking, and says so when the server refuses it', async () => {
    const user = userEvent.setup();
    jest.spyOn(apiClient, 'get').mockImplementation(withConsents(given, () => ok({ items: [FREE, OLD] })));
    const del = jest
      .spyOn(apiClient, 'delete')
      .mockResolvedValueOnce(ok(undefined))
      .mockRejectedValueOnce(httpError(409, { statusCode: 409, error: 'Conflict', message: 'In use', code: 'prescription-in-use' }));
    renderPage(<PrescriptionsPage />, { path: '/prescriptions', url: '/prescriptions' });
    await user.click(within(await screen.findByRole('listitem', { name: 'Dr Free Hand' })).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this prescription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it' }));
    expect(del).toHaveBeenCalledWith('/api/prescriptions/rx-free');
    expect(screen.queryByRole('listitem', { name: 'Dr Free Hand' })).not.toBeInTheDocument();

    await user.click(within(card('Dr Old Hand')).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delete it' }));
    expect(await within(card('Dr Old Hand')).findByRole('alert')).toHaveTextContent('An order uses this prescription');
    expect(card('Dr Old Hand')).toBeInTheDocument();
  });

  it('shows the file fetched with the session as a blob, and who viewed it', async () => {
    const user = userEvent.setup();
    const get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/account/consents') return ok(given);
      if (url === '/api/prescriptions') return ok({ items: [FREE] });
      if (url === '/api/prescriptions/rx-free/file') return ok(new Blob(['jpeg'], { type: 'image/jpeg' }));
      if (url === '/api/prescriptions/rx-free/access-log')
        return ok({
          items: [
            { at: '2026-11-24T10:05:00.000Z', actorName: 'Musa Bello', actor: 'pharmacist', action: 'file', allowed: true },
            { at: '2026-11-24T09:00:00.000Z', actorName: 'Eve Intruder', actor: 'other', action: 'view', allowed: false },
          ],
        });
      throw new Error(`unexpected ${url}`);
    });
    renderPage(<PrescriptionsPage />, { path: '/prescriptions', url: '/prescriptions' });
    await user.click(within(await screen.findByRole('listitem', { name: 'Dr Free Hand' })).getByRole('button', { name: 'View the file' }));
    expect(await screen.findByRole('img', { name: 'Prescription from Dr Free Hand' })).toHaveAttribute('src', 'blob:rx-1');
    expect(get).toHaveBeenCalledWith('/api/prescriptions/rx-free/file', { responseType: 'blob' });

    await user.click(screen.getByRole('button', { name: 'Who viewed it' }));
    const log = await screen.findByRole('list', { name: 'Who viewed this prescription' });
    const entries = within(log).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('2026-11-24 11:05 Musa Bello (pharmacist) opened the file');
    expect(entries[1]).toHaveTextContent('Eve Intruder (someone else) viewed the details: refused');
  });

  it('uploads a photo with the prescriber and the date written, then lists it first', async () => {
    const user = userEvent.setup();
    jest.spyOn(apiClient, 'get').mockImplementation(withConsents(given, () => ok({ items: [OLD] })));
    const saved = rx({ id: 'rx-new', prescriberName: 'Dr Chika Obi' });
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ ...ok(saved), status: 201 });
    renderPage(<PrescriptionsPage />, { path: '/prescriptions', url: '/prescriptions' });
    await screen.findByRole('list', { name: 'Your prescriptions' });
    const camera = document.getElementById('account-rx-camera') as HTMLInputElement;
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(screen.getByLabelText('Choose a file')).toHaveAttribute('accept', 'image/jpeg,image/png,application/pdf');
    await user.upload(screen.getByLabelText('Choose a file'), pngFile());
    await user.type(screen.getByLabelText("Prescriber's name"), 'Dr Chika Obi');
    await user.type(screen.getByLabelText('Date written'), today);
    await user.type(screen.getByLabelText(/Notes for the pharmacist/), 'Twice daily');
    await user.click(screen.getByRole('button', { name: 'Upload prescription' }));
    expect(post).toHaveBeenCalledWith('/api/prescriptions', expect.any(FormData));
    const body = post.mock.calls[0]![1] as FormData;
    expect(body.get('prescriberName')).toBe('Dr Chika Obi');
    expect(body.get('writtenOn')).toBe(today);
    expect(body.get('notes')).toBe('Twice daily');
    expect((body.get('file') as File).name).toBe('rx.png');
    const cards = await screen.findAllByRole('listitem');
    expect(cards[0]).toHaveAccessibleName('Dr Chika Obi');
  });

  it('refuses a wrong type or a file over 10 MB before sending, and shows the server’s refusal of a spoofed file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    jest.spyOn(apiClient, 'get').mockImplementation(withConsents(given, () => ok({ items: [] })));
    const post = jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(httpError(400, { statusCode: 400, error: 'Bad Request', message: 'Not a PDF', code: 'prescription-file-type' }));
    renderPage(<PrescriptionsPage />, { path: '/prescriptions', url: '/prescriptions' });
    await screen.findByText(/No prescriptions yet/);
    const input = screen.getByLabelText('Choose a file');
    await user.upload(input, pngFile('page.html', 'text/html'));
    expect(screen.getByText('The prescription must be a photo (JPEG or PNG) or a PDF.')).toBeInTheDocument();
    await user.upload(input, pngFile('huge.jpg', 'image/jpeg', 11 * 1024 * 1024));
    expect(screen.getByText(/larger than 10 MB/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Prescriber's name"), 'Dr Chika Obi');
    await user.type(screen.getByLabelText('Date written'), today);
    await user.click(screen.getByRole('button', { name: 'Upload prescription' }));
    expect(post).not.toHaveBeenCalled();

    await user.upload(input, pngFile('renamed.pdf', 'application/pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload prescription' }));
    expect(post).toHaveBeenCalledTimes(1);
    expect((await screen.findAllByText(/That file is not a JPEG, PNG or PDF/)).length).toBeGreaterThan(0);
  });

  it('asks for the prescriber and refuses a date in the future', async () => {
    const user = userEvent.setup();
    jest.spyOn(apiClient, 'get').mockImplementation(withConsents(given, () => ok({ items: [] })));
    const post = jest.spyOn(apiClient, 'post');
    renderPage(<PrescriptionsPage />, { path: '/prescriptions', url: '/prescriptions' });
    await screen.findByText(/No prescriptions yet/);
    await user.upload(screen.getByLabelText('Choose a file'), pngFile());
    await user.type(screen.getByLabelText('Date written'), '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Upload prescription' }));
    expect(screen.getByText("Enter the prescriber's name as written on the prescription.")).toBeInTheDocument();
    expect(screen.getByText('The date written cannot be in the future.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('asks for the consent to keep prescriptions before the first upload (unticked), and gives it from here', async () => {
    const user = userEvent.setup();
    let consents = healthConsents('prescriptions', false);
    jest
      .spyOn(apiClient, 'get')
      .mockImplementation(async (url: string) => (url === '/api/account/consents' ? ok(consents) : ok({ items: [] })) as never);
    const post = jest.spyOn(apiClient, 'post').mockImplementation(async () => {
      consents = healthConsents('prescriptions', true);
      return ok(consents) as never;
    });
    renderPage(<PrescriptionsPage />, { path: '/prescriptions', url: '/prescriptions' });
    const tick = await screen.findByRole('checkbox', { name: 'I agree to this' });
    expect(tick).not.toBeChecked();
    expect(screen.getByText('Let the pharmacists keep and read the prescriptions I upload.')).toBeInTheDocument();
    expect(screen.queryByLabelText("Prescriber's name")).not.toBeInTheDocument();
    await user.click(tick);
    await user.click(screen.getByRole('button', { name: 'Give consent' }));
    expect(post).toHaveBeenCalledWith('/api/account/consents', {
      purpose: 'health-data',
      channel: 'prescriptions',
      wordingVersion: '2026-11-26',
      via: 'prescription-upload',
    });
    expect(await screen.findByLabelText(/Prescriber's name/)).toBeInTheDocument();
  });

  it('speaks Pidgin: the page, the list and the consent prompt', async () => {
    await careMessages.ready('pcm');
    setLocale('pcm');
    try {
      jest.spyOn(apiClient, 'get').mockImplementation(withConsents(healthConsents('prescriptions', false), () => ok({ items: [USED] })));
      renderPage(<PrescriptionsPage />, { path: '/prescriptions', url: '/prescriptions' });
      expect(await screen.findByRole('heading', { name: 'Upload prescription' })).toBeInTheDocument();
      expect(await screen.findByRole('checkbox', { name: 'I gree to this' })).not.toBeChecked();
      expect(within(await screen.findByRole('listitem', { name: 'Dr Bola Ige' })).getByText('E still dey valid')).toBeInTheDocument();
      expect(screen.getByText('Order wey use am')).toBeInTheDocument();
    } finally {
      setLocale('en');
    }
  });
});
