import type { SafetyRule } from '../../domains/medication-safety/safety-rules';

/**
 * The starting set of clinical rules for the seeded medicines (issue 49). Each rule is a
 * well-established fact taken from a published source, named on the rule: the British National
 * Formulary (BNF) monographs and its interactions appendix, MHRA Drug Safety Updates, FDA Drug
 * Safety Communications, NICE guidance. Nothing here is invented; where we were not sure of a fact
 * (or of a product's composition, see ingredient-data.ts) there is no rule.
 *
 * NOT FOR USE UNTIL SIGNED OFF: each change to this list makes a new, unsigned version of the rule
 * set (told apart by a hash of its content); a registered pharmacist (PCN number) must review and
 * sign that version off in the admin before any check relies on it.
 */
export const SEED_SAFETY_RULES: SafetyRule[] = [
  // Duplicate ingredients: the adult daily maximum.
  {
    kind: 'duplicate-ingredient',
    ingredient: 'paracetamol',
    dailyMaxMg: 4000,
    source: 'BNF: Paracetamol, dose (adult max 4 g in 24 hours)',
    warning: {
      en: 'These medicines all contain paracetamol. Taken together they can go over the adult maximum of 4 g (8 × 500 mg) in 24 hours, which can damage the liver. Take only one of them at a time.',
      pcm: 'All these medicine get paracetamol inside. If you take dem together, e fit pass 4 g (8 tablet of 500 mg) for one day wey big person suppose take, and e fit spoil liver. Take only one of dem at a time.',
    },
  },
  {
    kind: 'duplicate-ingredient',
    ingredient: 'ibuprofen',
    dailyMaxMg: 1200,
    source: 'BNF: Ibuprofen, dose (over the counter, adult max 1.2 g daily)',
    warning: {
      en: 'These medicines all contain ibuprofen. Without a prescription an adult should take no more than 1.2 g of ibuprofen a day in all. Take only one of them at a time.',
      pcm: 'All these medicine get ibuprofen inside. If doctor no write am, big person no suppose take pass 1.2 g of ibuprofen for one day. Take only one of dem at a time.',
    },
  },
  // Interactions.
  {
    kind: 'interaction',
    ingredientClass: 'opioids',
    otherClass: 'opioids',
    severity: 'major',
    source: 'BNF: Opioids, interactions (two opioids: additive CNS and respiratory depression)',
    warning: {
      en: 'Both are opioid painkillers (such as codeine and tramadol). Taken together they add up and can cause dangerous drowsiness and slow breathing. Do not take them together unless a doctor says so.',
      pcm: 'Dis two na opioid pain medicine (like codeine and tramadol). If you take dem together, e fit make you sleep too much and your breathing go slow, e dey dangerous. No take dem together unless doctor talk am.',
    },
  },
  {
    kind: 'interaction',
    ingredientClass: 'nsaids',
    otherClass: 'nsaids',
    severity: 'major',
    source: 'BNF: Non-steroidal anti-inflammatory drugs, cautions (avoid two NSAIDs together: gastro-intestinal bleeding)',
    warning: {
      en: 'Both are anti-inflammatory painkillers (NSAIDs, such as ibuprofen, diclofenac, piroxicam). Taking two together raises the risk of stomach bleeding without better relief. Take only one.',
      pcm: 'Dis two na NSAID pain medicine (like ibuprofen, diclofenac, piroxicam). To take two together fit make belle bleed, and e no go work better. Take only one.',
    },
  },
  {
    kind: 'interaction',
    ingredientClass: 'nsaids',
    otherClass: 'ace-inhibitors',
    severity: 'moderate',
    source: 'BNF: Appendix 1, interactions (NSAIDs with ACE inhibitors: reduced antihypertensive effect, increased risk of kidney damage)',
    warning: {
      en: 'An anti-inflammatory painkiller (NSAID) can weaken a blood pressure medicine such as lisinopril and strain the kidneys. Ask the pharmacist before taking them together.',
      pcm: 'NSAID pain medicine fit make blood pressure medicine like lisinopril no work well, and e fit stress kidney. Ask pharmacist before you take dem together.',
    },
  },
  {
    kind: 'interaction',
    ingredientClass: 'nsaids',
    otherIngredient: 'losartan',
    severity: 'moderate',
    source:
      'BNF: Appendix 1, interactions (NSAIDs with angiotensin-II receptor antagonists: reduced antihypertensive effect, increased risk of kidney damage)',
    warning: {
      en: 'An anti-inflammatory painkiller (NSAID) can weaken a blood pressure medicine such as losartan and strain the kidneys. Ask the pharmacist before taking them together.',
      pcm: 'NSAID pain medicine fit make blood pressure medicine like losartan no work well, and e fit stress kidney. Ask pharmacist before you take dem together.',
    },
  },
  ...[
    'aluminium hydroxide',
    'magnesium hydroxide',
    'magnesium trisilicate',
    'magnesium carbonate',
    'calcium carbonate',
    'ferrous sulfate',
  ].map(
    (binder): SafetyRule => ({
      kind: 'interaction',
      ingredient: 'ciprofloxacin',
      otherIngredient: binder,
      severity: 'moderate',
      source: 'BNF: Ciprofloxacin, interactions; Ciprofloxacin SmPC 4.5 (antacids, calcium and oral iron reduce its absorption)',
      warning: {
        en: 'Antacids, calcium and iron stop ciprofloxacin from being absorbed. Take ciprofloxacin at least 2 hours before, or at least 4 hours after, them.',
        pcm: 'Antacid, calcium and iron dey stop ciprofloxacin make e no enter body well. Take ciprofloxacin at least 2 hours before dem, or at least 4 hours after.',
      },
    }),
  ),
  // Allergies: an allergy to a class matches every ingredient of the class; one to an ingredient, that ingredient.
  {
    kind: 'allergy-class',
    source: 'NICE CG183 Drug allergy: diagnosis and management (do not give a drug the person is recorded as allergic to)',
    warning: {
      en: 'This medicine contains an ingredient this person is recorded as allergic to. Do not take it; ask the pharmacist for an alternative.',
      pcm: 'Dis medicine get something inside wey dis person don react to before (allergy). No take am; ask pharmacist for another one.',
    },
  },
  ...(
    [
      [
        'penicillins',
        'BNF: Penicillins, contra-indications (penicillin hypersensitivity)',
        'a penicillin (such as amoxicillin or ampicillin)',
      ],
      ['cephalosporins', 'BNF: Cephalosporins, contra-indications (cephalosporin hypersensitivity)', 'a cephalosporin (such as cefalexin)'],
      ['macrolides', 'BNF: Macrolides, contra-indications (macrolide hypersensitivity)', 'a macrolide (such as azithromycin)'],
      ['quinolones', 'BNF: Quinolones, contra-indications (quinolone hypersensitivity)', 'a quinolone (such as ciprofloxacin)'],
      [
        'sulphonamides',
        'BNF: Sulfonamides, contra-indications (sulfonamide hypersensitivity)',
        'a sulphonamide (such as in Septrin or Fansidar)',
      ],
      [
        'aminoglycosides',
        'BNF: Aminoglycosides, contra-indications (aminoglycoside hypersensitivity)',
        'an aminoglycoside (such as gentamicin)',
      ],
      [
        'nsaids',
        'BNF: NSAIDs, contra-indications (hypersensitivity to any NSAID)',
        'an NSAID painkiller (such as ibuprofen or diclofenac)',
      ],
      [
        'aspirin-salicylates',
        'BNF: Aspirin, contra-indications (hypersensitivity to aspirin or salicylates)',
        'aspirin or another salicylate',
      ],
      ['opioids', 'BNF: Opioids, contra-indications (opioid hypersensitivity)', 'an opioid (such as codeine or tramadol)'],
      [
        'ace-inhibitors',
        'BNF: ACE inhibitors, contra-indications (history of angioedema or hypersensitivity)',
        'an ACE inhibitor (such as lisinopril)',
      ],
    ] as const
  ).map(
    ([ingredientClass, source, what]): SafetyRule => ({
      kind: 'allergy-class',
      ingredientClass,
      source,
      warning: {
        en: `This medicine contains ${what}, and this person is recorded as allergic to that class of medicine. Do not take it; ask the pharmacist for an alternative.`,
        pcm: `Dis medicine get ${what} inside, and dis person get allergy to dat kind medicine. No take am; ask pharmacist for another one.`,
      },
    }),
  ),
  // Age limits.
  {
    kind: 'age-limit',
    ingredient: 'codeine',
    minAgeYears: 12,
    source:
      'MHRA Drug Safety Update July 2013: codeine contra-indicated for pain in children under 12; April 2015: for cough and cold under 12',
    warning: {
      en: 'Codeine must not be given to children under 12: some children turn it into morphine too fast, which can stop their breathing.',
      pcm: 'No give codeine to pikin wey never reach 12 years: some pikin body dey change am to morphine too fast, and e fit stop their breathing.',
    },
  },
  {
    kind: 'age-limit',
    ingredient: 'tramadol',
    minAgeYears: 12,
    source: 'FDA Drug Safety Communication April 2017: codeine and tramadol contraindicated in children under 12',
    warning: {
      en: 'Tramadol must not be given to children under 12: it can cause dangerously slow breathing in children.',
      pcm: 'No give tramadol to pikin wey never reach 12 years: e fit make pikin breathing slow well well, e dey dangerous.',
    },
  },
  {
    kind: 'age-limit',
    ingredient: 'aspirin',
    minAgeYears: 16,
    source: "BNF: Aspirin, contra-indications (children under 16: Reye's syndrome); MHRA",
    warning: {
      en: "Aspirin must not be given to children under 16: it is linked to Reye's syndrome, a rare but serious illness of the liver and brain.",
      pcm: "No give aspirin to pikin wey never reach 16 years: e fit cause Reye's syndrome, sickness wey no common but e dey serious for liver and brain.",
    },
  },
  ...(['phenylephrine', 'diphenhydramine'] as const).map(
    (ingredient): SafetyRule => ({
      kind: 'age-limit',
      ingredient,
      minAgeYears: 6,
      source: 'MHRA 2009: over-the-counter cough and cold medicines (decongestants and sedating antihistamines) not for children under 6',
      warning: {
        en: 'Cough and cold medicines with this ingredient should not be given to children under 6.',
        pcm: 'No give cough and cold medicine wey get dis thing inside to pikin wey never reach 6 years.',
      },
    }),
  ),
  // Pregnancy.
  {
    kind: 'pregnancy',
    ingredientClass: 'nsaids',
    severity: 'major',
    source:
      'BNF: NSAIDs, pregnancy (avoid; in the third trimester risk of closure of the fetal ductus arteriosus); FDA Drug Safety Communication October 2020 (avoid from 20 weeks)',
    warning: {
      en: 'Anti-inflammatory painkillers (NSAIDs) should be avoided in pregnancy, above all from 20 weeks: they can harm the baby’s heart and kidneys. Paracetamol is usually preferred; ask the pharmacist.',
      pcm: 'Woman wey get belle no suppose take NSAID pain medicine, especially from 20 weeks: e fit harm the baby heart and kidney. Paracetamol better pass; ask pharmacist.',
    },
  },
  ...(
    [
      ['lisinopril', 'BNF: ACE inhibitors, pregnancy (avoid: fetotoxic in the second and third trimesters)'],
      ['losartan', 'BNF: Angiotensin-II receptor antagonists, pregnancy (avoid: fetotoxic in the second and third trimesters)'],
    ] as const
  ).map(
    ([ingredient, source]): SafetyRule => ({
      kind: 'pregnancy',
      ingredient,
      severity: 'contraindicated',
      source,
      warning: {
        en: 'This blood pressure medicine can harm an unborn baby and must not be taken in pregnancy. See the doctor to change it.',
        pcm: 'Dis blood pressure medicine fit harm baby wey dey belle; woman wey get belle no suppose take am. Go see doctor make e change am.',
      },
    }),
  ),
  {
    kind: 'pregnancy',
    ingredient: 'atorvastatin',
    severity: 'contraindicated',
    source: 'BNF: Statins, pregnancy (avoid: congenital anomalies reported)',
    warning: {
      en: 'Statins such as atorvastatin must not be taken in pregnancy. See the doctor.',
      pcm: 'Woman wey get belle no suppose take statin like atorvastatin. Go see doctor.',
    },
  },
  {
    kind: 'pregnancy',
    ingredient: 'trimethoprim',
    severity: 'major',
    source: 'BNF: Trimethoprim, pregnancy (teratogenic risk in the first trimester: folate antagonist)',
    warning: {
      en: 'Trimethoprim (in Septrin) can harm the baby in early pregnancy. Ask the doctor or pharmacist before taking it.',
      pcm: 'Trimethoprim (wey dey Septrin) fit harm baby for early belle. Ask doctor or pharmacist before you take am.',
    },
  },
  // Breastfeeding.
  {
    kind: 'breastfeeding',
    ingredient: 'codeine',
    severity: 'contraindicated',
    source: 'MHRA Drug Safety Update July 2013: codeine contra-indicated in breastfeeding mothers',
    warning: {
      en: 'Codeine must not be taken while breastfeeding: it can pass into the milk as morphine and harm the baby.',
      pcm: 'Woman wey dey give breast no suppose take codeine: e fit enter the milk as morphine and harm the baby.',
    },
  },
  {
    kind: 'breastfeeding',
    ingredient: 'tramadol',
    severity: 'major',
    source: 'FDA Drug Safety Communication April 2017: tramadol not recommended while breastfeeding',
    warning: {
      en: 'Tramadol is not recommended while breastfeeding: it passes into the milk and can slow the baby’s breathing. Ask the pharmacist.',
      pcm: 'Dem no recommend tramadol for woman wey dey give breast: e dey enter milk and fit make baby breathing slow. Ask pharmacist.',
    },
  },
];
