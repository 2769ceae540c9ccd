/**
 * The seeded medicines' active ingredients, normalised: written from each product's labelled
 * composition as the catalogue lists it (FACTS in catalogue-data.ts: ingredients and strength).
 * Ingredients are INNs in lower case without their salt, as profile-lists.ts names them; the
 * strength is in mg per unit (tablet, capsule, lozenge, inhaler dose, 5 ml of an oral liquid) as
 * labelled (of the salt where the label gives the salt's weight), null where an amount per unit
 * does not apply (creams, ointments, drops, solutions).
 *
 * Left out on purpose, with no rows (a guess would be worse than nothing):
 * - devices, dressings and test kits (no active ingredient): the glucometer and its strips, the
 *   blood pressure monitor, plasters, bandage, thermometer, malaria and pregnancy tests, cotton wool;
 * - products whose labelled composition the catalogue does not give in full: Centrum Advance,
 *   Wellman, Wellwoman, Seven Seas Cod Liver Oil, Astymin Forte, Zincovit, Pregnacare, Abidec,
 *   Tixylix Baby, Woodward's Gripe Water, Emzor ORS;
 * - Artequin 600/750 (the catalogue's 600 mg / 750 mg reads as the course's total, not a tablet's);
 * - Zinc Sulphate 20 mg (whether 20 mg is the salt or elemental zinc is not stated).
 */
export const SEED_INGREDIENTS: Record<string, [ingredient: string, strengthMg: number | null][]> = {
  'Emzor Paracetamol 500mg Tablets (96)': [['paracetamol', 500]],
  'Panadol Extra Tablets (24)': [
    ['paracetamol', 500],
    ['caffeine', 65],
  ],
  'Panadol Advance 500mg (24)': [['paracetamol', 500]],
  'Boska Tablets (12)': [
    ['paracetamol', 500],
    ['caffeine', 65],
  ],
  'Emzor Ibuprofen 400mg (24)': [['ibuprofen', 400]],
  'Felvin 20mg Capsules (20)': [['piroxicam', 20]],
  'Cataflam 50mg Tablets (20)': [['diclofenac', 50]],
  'Efferalgan 500mg Effervescent (16)': [['paracetamol', 500]],
  'Coartem 80/480 Tablets (6)': [
    ['artemether', 80],
    ['lumefantrine', 480],
  ],
  'Lonart DS Tablets (6)': [
    ['artemether', 80],
    ['lumefantrine', 480],
  ],
  'Amatem Softgel 80/480 (6)': [
    ['artemether', 80],
    ['lumefantrine', 480],
  ],
  'P-Alaxin Tablets (9)': [
    ['dihydroartemisinin', 40],
    ['piperaquine', 320],
  ],
  'Lumartem Tablets (24)': [
    ['artemether', 20],
    ['lumefantrine', 120],
  ],
  'Camosunate Adult Tablets': [
    ['artesunate', 100],
    ['amodiaquine', 270],
  ],
  'Fansidar Tablets (3)': [
    ['sulfadoxine', 500],
    ['pyrimethamine', 25],
  ],
  'Augmentin 625mg Tablets (14)': [
    ['amoxicillin', 500],
    ['clavulanic acid', 125],
  ],
  'Ciprotab 500mg Tablets (10)': [['ciprofloxacin', 500]],
  'Flagyl 400mg Tablets (20)': [['metronidazole', 400]],
  'Amoxil 500mg Capsules (20)': [['amoxicillin', 500]],
  'Ampiclox 500mg Capsules (20)': [
    ['ampicillin', 250],
    ['cloxacillin', 250],
  ],
  'Septrin 480mg Tablets (20)': [
    ['sulfamethoxazole', 400],
    ['trimethoprim', 80],
  ],
  'Zithromax 500mg Tablets (3)': [['azithromycin', 500]],
  'Ceporex 500mg Capsules (20)': [['cefalexin', 500]],
  'Loratyn 10mg Tablets (10)': [['loratadine', 10]],
  'Piriton 4mg Tablets (30)': [['chlorphenamine', 4]],
  'Benylin Original Cough Syrup 100ml': [
    ['diphenhydramine', 14],
    ['levomenthol', 1.1],
  ],
  'Vicks VapoRub 50g': [
    ['camphor', null],
    ['menthol', null],
    ['eucalyptus oil', null],
  ],
  'Zyrtec 10mg Tablets (7)': [['cetirizine', 10]],
  'Procold Tablets (10)': [
    ['paracetamol', 500],
    ['phenylephrine', 5],
    ['chlorphenamine', 2],
  ],
  'Coldcap Capsules (10)': [
    ['paracetamol', 500],
    ['phenylephrine', 10],
    ['chlorphenamine', 2],
  ],
  'Strepsils Honey & Lemon (24)': [
    ['amylmetacresol', 0.6],
    ['dichlorobenzyl alcohol', 1.2],
  ],
  'Ventolin Inhaler 100mcg': [['salbutamol', 0.1]],
  'Seretide 250 Accuhaler': [
    ['salmeterol', 0.05],
    ['fluticasone', 0.25],
  ],
  'Salbutamol 4mg Tablets (100)': [['salbutamol', 4]],
  'Singulair 10mg Tablets (28)': [['montelukast', 10]],
  'Becotide Inhaler 100mcg': [['beclometasone', 0.1]],
  'Emzor Vitamin C 100mg Tablets (100)': [['ascorbic acid', 100]],
  'Redoxon Vitamin C 1000mg Effervescent (10)': [['ascorbic acid', 1000]],
  'Vitamin B Complex Tablets (100)': [
    ['thiamine', 1],
    ['riboflavin', 1],
    ['nicotinamide', 15],
    ['pyridoxine', 1],
  ],
  'Glucophage 500mg Tablets (50)': [['metformin', 500]],
  'Emzor Metformin 500mg (30)': [['metformin', 500]],
  'Diamicron MR 60mg (30)': [['gliclazide', 60]],
  'Amaryl 2mg Tablets (30)': [['glimepiride', 2]],
  'Galvus Met 50/1000 (60)': [
    ['vildagliptin', 50],
    ['metformin', 1000],
  ],
  'Amlodipine 10mg Tablets (28)': [['amlodipine', 10]],
  'Lisinopril 10mg Tablets (28)': [['lisinopril', 10]],
  'Norvasc 5mg Tablets (30)': [['amlodipine', 5]],
  'Cozaar 50mg Tablets (28)': [['losartan', 50]],
  'Moduretic Tablets (28)': [
    ['amiloride', 5],
    ['hydrochlorothiazide', 50],
  ],
  'Cardiprin 75mg Aspirin (30)': [['aspirin', 75]],
  'Lipitor 20mg Tablets (30)': [['atorvastatin', 20]],
  'Buscopan 10mg Tablets (20)': [['hyoscine butylbromide', 10]],
  'Gestid Tablets (20)': [
    ['aluminium hydroxide', 250],
    ['magnesium hydroxide', 250],
    ['simeticone', 50],
  ],
  // Labelled per 10 ml: 500 mg, 267 mg and 160 mg.
  'Gaviscon Liquid Peppermint 200ml': [
    ['sodium alginate', 250],
    ['sodium bicarbonate', 133.5],
    ['calcium carbonate', 80],
  ],
  'Emzor Omeprazole 20mg (14)': [['omeprazole', 20]],
  'Imodium 2mg Capsules (6)': [['loperamide', 2]],
  'Dulcolax 5mg Tablets (30)': [['bisacodyl', 5]],
  'Nexium 20mg Tablets (14)': [['esomeprazole', 20]],
  'Magnesium Trisilicate Mixture 200ml': [
    ['magnesium trisilicate', 250],
    ['sodium bicarbonate', 250],
    ['magnesium carbonate', 250],
  ],
  'Funbact-A Cream 30g': [
    ['betamethasone', null],
    ['gentamicin', null],
    ['clotrimazole', null],
    ['tolnaftate', null],
    ['clioquinol', null],
  ],
  'Skineal Cream 30g': [
    ['betamethasone', null],
    ['gentamicin', null],
    ['clotrimazole', null],
  ],
  'Canesten Cream 20g': [['clotrimazole', null]],
  'Robb Ointment 25g': [
    ['menthol', null],
    ['camphor', null],
    ['methyl salicylate', null],
  ],
  'Betnovate Cream 30g': [['betamethasone', null]],
  'Daktarin Cream 30g': [['miconazole', null]],
  'Dettol Antiseptic Liquid 500ml': [['chloroxylenol', null]],
  'Methylated Spirit 200ml': [['ethanol', null]],
  'Hydrogen Peroxide 3% 200ml': [['hydrogen peroxide', null]],
  'Postinor-2 Tablets': [['levonorgestrel', 0.75]],
  // Ibuprofen lysine 342 mg, which is 200 mg of ibuprofen.
  'Feminax Express (16)': [['ibuprofen', 200]],
  'Flucon 150mg Capsule': [['fluconazole', 150]],
  'Folic Acid 5mg Tablets (100)': [['folic acid', 5]],
  'Fesolate Ferrous Sulphate 200mg (100)': [['ferrous sulfate', 200]],
  'Emzor Paracetamol Syrup 60ml': [['paracetamol', 120]],
  'Calpol Infant Suspension 100ml': [['paracetamol', 120]],
  'Nurofen for Children 100ml': [['ibuprofen', 100]],
  'Chloramphenicol Eye Drops 0.5%': [['chloramphenicol', null]],
  'Visine Original Eye Drops 15ml': [['tetryzoline', null]],
  'Otorex Ear Drops 10ml': [
    ['choline salicylate', null],
    ['glycerol', null],
  ],
  'Gentamicin Eye/Ear Drops 0.3%': [['gentamicin', null]],
  'Codeine Phosphate 30mg Tablets (28)': [['codeine', 30]],
  'Tramadol 50mg Capsules (20)': [['tramadol', 50]],
};

/** Each drug class (the profile's allergy class codes) and its ingredients among the seeded medicines (BNF classification). */
export const SEED_INGREDIENT_CLASSES: Record<string, string[]> = {
  penicillins: ['amoxicillin', 'ampicillin', 'cloxacillin'],
  cephalosporins: ['cefalexin'],
  macrolides: ['azithromycin'],
  quinolones: ['ciprofloxacin'],
  sulphonamides: ['sulfamethoxazole', 'sulfadoxine'],
  aminoglycosides: ['gentamicin'],
  nsaids: ['ibuprofen', 'diclofenac', 'piroxicam'],
  'aspirin-salicylates': ['aspirin', 'choline salicylate', 'methyl salicylate'],
  opioids: ['codeine', 'tramadol'],
  'ace-inhibitors': ['lisinopril'],
};

/** The ingredient rows for medicines by name (the seeded ones found in `idByName`). */
export function seedIngredientRows(idByName: ReadonlyMap<string, string>) {
  return Object.entries(SEED_INGREDIENTS).flatMap(([name, items]) => {
    const medicineId = idByName.get(name);
    return medicineId ? items.map(([ingredient, strengthMg]) => ({ medicineId, ingredient, strengthMg })) : [];
  });
}

/** The ingredient → class rows. */
export function seedClassRows() {
  return Object.entries(SEED_INGREDIENT_CLASSES).flatMap(([classCode, ingredients]) =>
    ingredients.map((ingredient) => ({ ingredient, classCode })),
  );
}
