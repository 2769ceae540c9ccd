import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setLocale } from 'shared-kernel';
import { profilesMessages } from '../../../i18n/profiles';
import MedicationProfilesPage from '../../../pages/medication-profiles-page';
import { httpError, renderPage, signIn } from '../../../testing/render-page';
import { CHILD, PARACETAMOL, SELF, profileServer } from './profile-server';

jest.setTimeout(30_000);

beforeEach(() => signIn());
afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

const open = () => renderPage(<MedicationProfilesPage />, { path: '/account/medication-profiles', url: '/account/medication-profiles' });
const card = (name: string) => screen.findByRole('listitem', { name });
/** A date typed into the date field (jsdom draws it as a text box). */
const setDate = (value: string) => fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value } });

describe('medication profiles', () => {
  it('lists the shopper first, then the people they buy for, with what each profile records', async () => {
    profileServer([SELF, { ...CHILD, conditions: ['asthma'], allergies: { ingredients: ['amoxicillin'], classes: ['nsaids'] } }]);
    open();
    const list = await screen.findByRole('list', { name: 'People with a medication profile' });
    const names = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(names).toEqual(['You', 'Tobi · Child']);
    const tobi = await card('Tobi · Child');
    expect(tobi).toHaveTextContent('6 years old');
    expect(tobi).toHaveTextContent('amoxicillin, Non-steroidal anti-inflammatory drugs (NSAIDs)');
    expect(tobi).toHaveTextContent('Asthma');
    expect(within(await card('You')).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('asks for the health-data consent first, gives it from here, then shows the profiles', async () => {
    const user = userEvent.setup();
    const server = profileServer([SELF], { consent: false });
    open();
    const agree = await screen.findByRole('checkbox', { name: 'I agree to this' });
    expect(screen.getByText(/Allergies, conditions and medicines are health data/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Give consent' })).toBeDisabled();
    await user.click(agree);
    await user.click(screen.getByRole('button', { name: 'Give consent' }));
    expect(server.post).toHaveBeenCalledWith(
      '/api/account/consents',
      expect.objectContaining({ channel: 'prescriptions', via: 'account' }),
    );
    expect(await card('You')).toBeInTheDocument();
  });

  it('brings the consent back when the server answers consent-required (withdrawn elsewhere)', async () => {
    const server = profileServer([SELF]);
    const answer = server.get.getMockImplementation()!;
    server.get.mockImplementation((async (url: string) => {
      if (url === '/api/medication-profiles') server.state.consent = false;
      return answer(url);
    }) as never);
    open();
    expect(await screen.findByRole('checkbox', { name: 'I agree to this' })).not.toBeChecked();
    expect(server.get.mock.calls.filter(([url]) => url === '/api/account/consents')).toHaveLength(2);
  });

  it('adds a child: allergies by ingredient and class, a condition, medicines from the shop and typed; no pregnancy question', async () => {
    const user = userEvent.setup();
    const server = profileServer([SELF]);
    open();
    await user.click(await screen.findByRole('button', { name: 'Add a person' }));
    await user.type(screen.getByLabelText('Name'), 'Kemi');
    await user.selectOptions(screen.getByLabelText('Who is this to you?'), 'child');
    setDate('2019-06-01');
    await user.selectOptions(screen.getByLabelText('Sex'), 'female');
    expect(screen.queryByRole('checkbox', { name: 'Pregnant now' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Allergy to a medicine ingredient'), 'ibuprofen');
    await user.click(screen.getByRole('button', { name: 'Add allergy' }));
    expect(within(screen.getByRole('list', { name: 'Ingredient allergies' })).getByText('ibuprofen')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Penicillins' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sickle cell disease' }));
    await user.type(screen.getByLabelText('Medicine name'), 'Paracetamol{Enter}');
    await user.click(await screen.findByRole('button', { name: `Add ${PARACETAMOL.name}` }));
    await user.type(screen.getByLabelText('Medicine name'), 'Folic acid 5mg');
    await user.click(screen.getByRole('button', { name: 'Search the shop' }));
    expect(await screen.findByText(/No medicine in the shop matches/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add “Folic acid 5mg” as typed' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(server.post).toHaveBeenCalledWith('/api/medication-profiles', {
      relationship: 'child',
      label: 'Kemi',
      dateOfBirth: '2019-06-01',
      sex: 'female',
      pregnant: false,
      breastfeeding: false,
      allergies: { ingredients: ['ibuprofen'], classes: ['penicillins'] },
      conditions: ['sickle-cell-disease'],
      medicines: [{ medicineId: PARACETAMOL.id }, { name: 'Folic acid 5mg' }],
    });
    const kemi = await card('Kemi · Child');
    expect(kemi).toHaveTextContent(`${PARACETAMOL.name}, Folic acid 5mg`);
    expect(kemi).toHaveTextContent('ibuprofen, Penicillins');
    expect(screen.getByRole('list', { name: 'Notifications' })).toHaveTextContent("Kemi's profile is saved.");
  });

  it('says what is missing before sending, and asks about pregnancy only for a female aged 10 or over', async () => {
    const user = userEvent.setup();
    const server = profileServer([SELF]);
    open();
    await user.click(await screen.findByRole('button', { name: 'Add a person' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(/Give a name or label for this person/);
    expect(screen.getByLabelText(/Date of birth/)).toHaveAccessibleDescription('Give the date of birth.');
    expect(server.post).not.toHaveBeenCalled();
    setDate('2099-01-01');
    expect(screen.getByLabelText(/Date of birth/)).toHaveAccessibleDescription('The date of birth cannot be in the future.');
    setDate('1990-05-02');
    await user.selectOptions(screen.getByLabelText('Sex'), 'female');
    await user.click(screen.getByRole('checkbox', { name: 'Breastfeeding now' }));
    await user.selectOptions(screen.getByLabelText('Sex'), 'male');
    expect(screen.queryByRole('checkbox', { name: 'Breastfeeding now' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Mum');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(server.post).toHaveBeenCalledWith('/api/medication-profiles', expect.objectContaining({ sex: 'male', breastfeeding: false }));
  });

  it('shows the server refusal on its field', async () => {
    const user = userEvent.setup();
    const server = profileServer([SELF]);
    const refusal = 'The date of birth cannot be more than 120 years ago.';
    server.post.mockRejectedValueOnce(
      httpError(400, { statusCode: 400, message: refusal, errors: [{ field: 'dateOfBirth', message: refusal }] }),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Add a person' }));
    await user.type(screen.getByLabelText('Name'), 'Mum');
    setDate('1960-01-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByLabelText(/Date of birth/)).toHaveAccessibleDescription(refusal);
    expect(screen.getAllByText(refusal).length).toBeGreaterThan(0);
  });

  it("edits the shopper's own profile: pregnancy for a female adult, saved over the version read", async () => {
    const user = userEvent.setup();
    const server = profileServer([SELF]);
    open();
    await user.click(await screen.findByRole('button', { name: 'Edit You' }));
    expect(screen.getByRole('heading', { name: 'Edit your profile' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    setDate('1994-02-10');
    await user.selectOptions(screen.getByLabelText(/^Sex/), 'female');
    await user.click(screen.getByRole('checkbox', { name: 'Pregnant now' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(server.put).toHaveBeenCalledWith(
      `/api/medication-profiles/${SELF.id}`,
      expect.objectContaining({ version: 1, dateOfBirth: '1994-02-10', sex: 'female', pregnant: true }),
    );
    expect(server.put.mock.calls[0][1]).not.toHaveProperty('relationship');
    expect(await card('You')).toHaveTextContent('Female, Pregnant');
  });

  it('answers a version conflict with a clear message and a reload, then saves over the new version', async () => {
    const user = userEvent.setup();
    const server = profileServer([SELF, CHILD]);
    open();
    await user.click(await screen.findByRole('button', { name: 'Edit Tobi' }));
    server.changeElsewhere(CHILD.id, { conditions: ['asthma'] });
    await user.click(screen.getByRole('checkbox', { name: 'Sickle cell disease' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone changed this profile \(maybe on another phone\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reload the profile' }));
    expect(await screen.findByRole('checkbox', { name: 'Asthma' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sickle cell disease' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Sickle cell disease' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(server.put).toHaveBeenLastCalledWith(
      `/api/medication-profiles/${CHILD.id}`,
      expect.objectContaining({ version: 2, relationship: 'child', conditions: ['asthma', 'sickle-cell-disease'] }),
    );
    expect(await card('Tobi · Child')).toHaveTextContent('Asthma, Sickle cell disease');
  });

  it('removes a person after asking, and keeps them when the shopper changes their mind', async () => {
    const user = userEvent.setup();
    const server = profileServer([SELF, CHILD]);
    open();
    await user.click(await screen.findByRole('button', { name: 'Remove Tobi' }));
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(server.del).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove Tobi' }));
    expect(screen.getByText(/Remove Tobi's profile\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(server.del).toHaveBeenCalledWith(`/api/medication-profiles/${CHILD.id}`);
    expect(await screen.findByText(/Tobi's profile was removed/)).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Tobi · Child' })).not.toBeInTheDocument();
  });

  it('speaks Pidgin', async () => {
    await profilesMessages.ready('pcm');
    setLocale('pcm');
    try {
      profileServer([SELF, CHILD]);
      open();
      expect(await screen.findByRole('heading', { level: 1, name: 'Medicine profile dem' })).toBeInTheDocument();
      expect(await card('Tobi · Pikin')).toHaveTextContent('Long sickness');
      expect(screen.getByRole('button', { name: 'Add person' })).toBeInTheDocument();
    } finally {
      setLocale('en');
    }
  });
});
