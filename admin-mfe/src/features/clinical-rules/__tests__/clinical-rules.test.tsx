import { screen, within } from '@testing-library/react';
import { clearSession, setTokens } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { httpError, makeToken, ok, renderAt } from '../../../testing/test-utils';
import ClinicalRulesPage from '../../../pages/clinical-rules-page';
import { type ClinicalRule, type ClinicalRuleSet } from '../api/get-clinical-rules';

const rule = (over: Partial<ClinicalRule>): ClinicalRule => ({
  kind: 'interaction',
  ingredient: null,
  ingredientClass: null,
  otherIngredient: null,
  otherClass: null,
  severity: null,
  dailyMaxMg: null,
  minAgeYears: null,
  source: 'BNF',
  warning: { en: 'Take care.', pcm: 'Take care.' },
  ...over,
});

const RULES: ClinicalRule[] = [
  rule({
    kind: 'duplicate-ingredient',
    ingredient: 'paracetamol',
    dailyMaxMg: 4000,
    source: 'BNF: paracetamol, dose',
    warning: { en: 'Too much paracetamol in all.', pcm: 'Paracetamol don too much.' },
  }),
  rule({
    kind: 'interaction',
    ingredient: 'ciprofloxacin',
    otherIngredient: 'calcium carbonate',
    severity: 'moderate',
    source: 'SmPC ciprofloxacin 4.5',
    warning: { en: 'Take two hours apart.', pcm: 'Take am two hours apart.' },
  }),
  rule({
    kind: 'interaction',
    ingredient: 'artemether',
    otherClass: 'quinolones',
    severity: 'major',
    source: 'BNF: artemether interactions',
  }),
  rule({
    kind: 'allergy-class',
    ingredientClass: 'penicillins',
    ingredient: 'amoxicillin',
    source: 'BNF: penicillins, contra-indications',
  }),
  rule({ kind: 'allergy-class', source: 'NICE CG183 Drug allergy' }),
  rule({ kind: 'age-limit', ingredient: 'aspirin', minAgeYears: 16, source: 'MHRA: aspirin and Reye’s syndrome' }),
  rule({ kind: 'pregnancy', ingredientClass: 'nsaids', severity: 'contraindicated', source: 'BNF: NSAIDs, pregnancy' }),
];

const SET: ClinicalRuleSet = {
  version: 3,
  hash: 'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778',
  createdAt: '2026-12-01T08:30:00.000Z',
  signOff: null,
  rules: RULES,
};
const SIGNED: ClinicalRuleSet = {
  ...SET,
  signOff: { userId: '99999999-0000-4000-8000-000000000001', name: 'Ngozi Eze', pcn: 'PCN/111111', at: '2026-12-02T09:15:00.000Z' },
};

const LISTS = {
  allergyClasses: [
    { code: 'penicillins', label: 'Penicillins' },
    { code: 'quinolones', label: 'Quinolones' },
    { code: 'nsaids', label: 'Non-steroidal anti-inflammatory drugs (NSAIDs)' },
  ],
};

/** GET answers: the rules (`set`), and the drug classes' names from the profiles' lists. */
const server = (set: ClinicalRuleSet) =>
  jest
    .spyOn(apiClient, 'get')
    .mockImplementation((async (url: string) => (url === '/api/medication-profiles/lists' ? ok(LISTS) : ok(set))) as never);

const signInAs = (claims: { role: 'admin' | 'user'; pharmacist?: boolean }) =>
  setTokens({ accessToken: makeToken({ name: 'Ngozi Eze', UserId: 'u-1', exp: 4_102_444_800, ...claims }), refreshToken: 'r' });

afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});
jest.setTimeout(20_000);

describe('clinical rules', () => {
  it('shows an admin the version, its hash and date, that it is not signed off, and each rule with its source, grouped by kind', async () => {
    signInAs({ role: 'admin' });
    const get = server(SET);
    renderAt(<ClinicalRulesPage />);
    expect(await screen.findByRole('heading', { name: 'Version 3' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/medication-safety/rules');
    expect(screen.getByText(SET.hash)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Not signed off yet.');
    expect(screen.queryByRole('button', { name: /Sign off/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Only a pharmacist/)).toBeInTheDocument();
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(['Version 3', 'Same ingredient twice 1', 'Interactions 2', 'Allergy classes 2', 'Age limits 1', 'Pregnancy 1']);
    const interactions = screen.getByRole('table', { name: 'Interactions: rules and their sources' });
    const cipro = within(interactions).getByText('ciprofloxacin + calcium carbonate').closest('tr')!;
    expect(cipro).toHaveTextContent('Moderate');
    expect(cipro).toHaveTextContent('Take two hours apart.');
    expect(cipro).toHaveTextContent('SmPC ciprofloxacin 4.5');
    expect(within(interactions).getByText('artemether + Quinolones (class)').closest('tr')).toHaveTextContent('Major');
    const duplicate = screen.getByRole('table', { name: 'Same ingredient twice: rules and their sources' });
    expect(within(duplicate).getByText('paracetamol').closest('tr')).toHaveTextContent('At most 4,000 mg a day (adult)');
    expect(screen.getByRole('table', { name: 'Age limits: rules and their sources' })).toHaveTextContent('From 16 years');
    const allergies = screen.getByRole('table', { name: 'Allergy classes: rules and their sources' });
    expect(within(allergies).getByText('Penicillins (class): amoxicillin').closest('tr')).toHaveTextContent('Blocks the sale');
    expect(within(allergies).getByText('Any ingredient the person is recorded as allergic to').closest('tr')).toHaveTextContent(
      'NICE CG183 Drug allergy',
    );
    expect(screen.getByRole('table', { name: 'Pregnancy: rules and their sources' })).toHaveTextContent(
      'Non-steroidal anti-inflammatory drugs (NSAIDs) (class)Contraindicated',
    );
  });

  it('shows who signed the version off, with their PCN number and when', async () => {
    signInAs({ role: 'admin', pharmacist: true });
    server(SIGNED);
    renderAt(<ClinicalRulesPage />);
    const status = (await screen.findByText(/Signed off by/)).closest('p');
    expect(status).toHaveTextContent('Signed off by Ngozi Eze, PCN PCN/111111, on 02/12/2026 10:15.');
    expect(screen.queryByRole('button', { name: /Sign off/ })).not.toBeInTheDocument();
  });

  it('lets a pharmacist sign the version off once they tick that they checked it', async () => {
    signInAs({ role: 'user', pharmacist: true });
    server(SET);
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok(SIGNED));
    const { user } = renderAt(<ClinicalRulesPage />);
    const button = await screen.findByRole('button', { name: 'Sign off version 3' });
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have checked the 7 rules below and their sources.' }));
    await user.click(button);
    expect(post).toHaveBeenCalledWith('/api/medication-safety/rules/3/sign-off');
    expect(await screen.findByText(/Signed off by/)).toHaveTextContent('Signed off by Ngozi Eze, PCN PCN/111111');
    expect(screen.queryByRole('button', { name: /Sign off/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal: no PCN number, or a version no longer current", async () => {
    signInAs({ role: 'user', pharmacist: true });
    server(SET);
    const pcn = 'Your account has no PCN registration number; add it to your pharmacist profile first.';
    const notCurrent = 'Version 3 is not the current one (4); sign the current one off.';
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(httpError(409, { statusCode: 409, message: pcn, code: 'pcn-required' }))
      .mockRejectedValueOnce(httpError(409, { statusCode: 409, message: notCurrent, code: 'not-current' }));
    const { user } = renderAt(<ClinicalRulesPage />);
    await user.click(await screen.findByRole('checkbox', { name: /I have checked/ }));
    await user.click(screen.getByRole('button', { name: 'Sign off version 3' }));
    expect(await screen.findByText(pcn)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign off version 3' }));
    expect(await screen.findByText(notCurrent)).toBeInTheDocument();
    expect(screen.queryByText(pcn)).not.toBeInTheDocument();
  });

  it("shows a class's code when the classes' names cannot be read", async () => {
    signInAs({ role: 'admin' });
    jest.spyOn(apiClient, 'get').mockImplementation((async (url: string) => {
      if (url === '/api/medication-profiles/lists') throw httpError(500, { statusCode: 500, message: 'Down' });
      return ok(SET);
    }) as never);
    renderAt(<ClinicalRulesPage />);
    expect(await screen.findByText('artemether + quinolones (class)')).toBeInTheDocument();
    expect(screen.getByText('penicillins (class): amoxicillin')).toBeInTheDocument();
  });

  it('says so when there are no rules yet or they cannot be read', async () => {
    signInAs({ role: 'admin' });
    jest
      .spyOn(apiClient, 'get')
      .mockRejectedValue(httpError(404, { statusCode: 404, message: 'There is no medication safety rule set yet.' }));
    renderAt(<ClinicalRulesPage />);
    expect(await screen.findByText('There is no medication safety rule set yet.')).toBeInTheDocument();
  });
});
