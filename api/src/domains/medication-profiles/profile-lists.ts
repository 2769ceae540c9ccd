// The fixed lists a medication profile picks from: allergies (by active ingredient or by drug
// class) and long-term conditions. Names only: which ingredient belongs to which class, and what a
// class or condition means for a medicine, are the clinical checks' business, not these lists'.
//
// Allergy classes are named as the British National Formulary (BNF) names its drug classes
// (penicillins, cephalosporins, sulfonamides, non-steroidal anti-inflammatory drugs, opioid
// analgesics...), which Nigerian pharmacists train on; the codes are those names in short.
// Ingredients are the international non-proprietary names (INN, lower case, no salt) of active
// ingredients commonly sold in Nigeria, most of them in the seeded catalogue.

/** Allergy by drug class (BNF class names). */
export const ALLERGY_CLASSES = [
  { code: 'penicillins', label: 'Penicillins' },
  { code: 'cephalosporins', label: 'Cephalosporins' },
  { code: 'carbapenems', label: 'Carbapenems' },
  { code: 'macrolides', label: 'Macrolides' },
  { code: 'tetracyclines', label: 'Tetracyclines' },
  { code: 'aminoglycosides', label: 'Aminoglycosides' },
  { code: 'quinolones', label: 'Quinolones' },
  { code: 'sulphonamides', label: 'Sulphonamides (sulfonamides)' },
  { code: 'nsaids', label: 'Non-steroidal anti-inflammatory drugs (NSAIDs)' },
  { code: 'aspirin-salicylates', label: 'Aspirin and other salicylates' },
  { code: 'opioids', label: 'Opioid analgesics' },
  { code: 'local-anaesthetics', label: 'Local anaesthetics' },
  { code: 'ace-inhibitors', label: 'ACE inhibitors' },
  { code: 'antiepileptics', label: 'Antiepileptic drugs' },
] as const;

/** Allergy by active ingredient (INN, lower case). */
export const ALLERGY_INGREDIENTS = [
  'amoxicillin',
  'ampicillin',
  'cloxacillin',
  'flucloxacillin',
  'phenoxymethylpenicillin',
  'benzylpenicillin',
  'clavulanic acid',
  'cefalexin',
  'cefuroxime',
  'ceftriaxone',
  'azithromycin',
  'erythromycin',
  'clarithromycin',
  'doxycycline',
  'tetracycline',
  'gentamicin',
  'ciprofloxacin',
  'levofloxacin',
  'sulfamethoxazole',
  'trimethoprim',
  'sulfadoxine',
  'pyrimethamine',
  'metronidazole',
  'tinidazole',
  'nitrofurantoin',
  'artemether',
  'lumefantrine',
  'artesunate',
  'amodiaquine',
  'mefloquine',
  'chloroquine',
  'quinine',
  'paracetamol',
  'ibuprofen',
  'diclofenac',
  'naproxen',
  'piroxicam',
  'aspirin',
  'codeine',
  'tramadol',
  'morphine',
  'pentazocine',
  'lidocaine',
  'chlorphenamine',
  'cetirizine',
  'loratadine',
  'lisinopril',
  'captopril',
  'losartan',
  'amlodipine',
  'nifedipine',
  'hydrochlorothiazide',
  'furosemide',
  'metformin',
  'gliclazide',
  'glimepiride',
  'insulin',
  'omeprazole',
  'carbamazepine',
  'phenytoin',
  'lamotrigine',
  'allopurinol',
  'chlorhexidine',
  'povidone-iodine',
] as const;

/** Long-term conditions a profile may record (pregnancy is not one: the profile says it apart). */
export const CONDITIONS = [
  { code: 'hypertension', label: 'High blood pressure (hypertension)' },
  { code: 'diabetes', label: 'Diabetes' },
  { code: 'asthma', label: 'Asthma' },
  { code: 'copd', label: 'Chronic obstructive pulmonary disease (COPD)' },
  { code: 'sickle-cell-disease', label: 'Sickle cell disease' },
  { code: 'epilepsy', label: 'Epilepsy' },
  { code: 'peptic-ulcer', label: 'Peptic ulcer' },
  { code: 'kidney-disease', label: 'Kidney disease' },
  { code: 'liver-disease', label: 'Liver disease' },
  { code: 'heart-failure', label: 'Heart failure' },
  { code: 'coronary-heart-disease', label: 'Coronary heart disease' },
  { code: 'thyroid-disease', label: 'Thyroid disease' },
  { code: 'hiv', label: 'HIV' },
  { code: 'glaucoma', label: 'Glaucoma' },
  { code: 'g6pd-deficiency', label: 'G6PD deficiency' },
] as const;

export const ALLERGY_CLASS_CODES = ALLERGY_CLASSES.map((c) => c.code);
export const CONDITION_CODES = CONDITIONS.map((c) => c.code);

export type AllergyClass = (typeof ALLERGY_CLASSES)[number]['code'];
export type AllergyIngredient = (typeof ALLERGY_INGREDIENTS)[number];
export type Condition = (typeof CONDITIONS)[number]['code'];
