/**
 * The starting catalogue: medicines commonly sold in Nigerian pharmacies, with prices in naira
 * (typical retail, rounded). Used once, to seed an empty database.
 */

export type SeedCategory = { key: string; name: string; description: string; color: string };
export type SeedMedicine = {
  category: string;
  name: string;
  priceNaira: number;
  dosage: string;
  sideEffects: string;
  description: string;
  featured?: boolean;
};

export const CATEGORIES: SeedCategory[] = [
  { key: 'pain', name: 'Pain & Fever', description: 'Relief for headache, body pains and fever.', color: '#c2410c' },
  { key: 'malaria', name: 'Malaria', description: 'Artemisinin-based combination therapies and other antimalarials.', color: '#15803d' },
  { key: 'antibiotics', name: 'Antibiotics', description: 'Prescription antibiotics for bacterial infections.', color: '#1d4ed8' },
  { key: 'cold', name: 'Cough, Cold & Allergy', description: 'Antihistamines, cough syrups and cold remedies.', color: '#0e7490' },
  { key: 'respiratory', name: 'Asthma & Respiratory', description: 'Inhalers and tablets for asthma and breathing.', color: '#4338ca' },
  { key: 'vitamins', name: 'Vitamins & Supplements', description: 'Vitamins, minerals and daily supplements.', color: '#ca8a04' },
  { key: 'diabetes', name: 'Diabetes Care', description: 'Blood sugar medicines, meters and test strips.', color: '#7c3aed' },
  { key: 'heart', name: 'Heart & Blood Pressure', description: 'Medicines and monitors for blood pressure and heart health.', color: '#b91c1c' },
  { key: 'digestive', name: 'Digestive Health', description: 'Antacids, rehydration salts and remedies for the stomach and gut.', color: '#047857' },
  { key: 'skin', name: 'Skin Care', description: 'Creams and ointments for fungal, bacterial and itchy skin conditions.', color: '#be185d' },
  { key: 'firstaid', name: 'First Aid', description: 'Antiseptics, dressings, thermometers and home test kits.', color: '#dc2626' },
  { key: 'women', name: "Women's Health", description: 'Pregnancy, period and intimate health.', color: '#db2777' },
  { key: 'baby', name: 'Baby & Child Care', description: 'Syrups, drops and supplements made for children.', color: '#0891b2' },
  { key: 'eyeear', name: 'Eye & Ear Care', description: 'Drops for eyes and ears.', color: '#2563eb' },
];

const RX = ' Prescription medicine: our pharmacist confirms your prescription before dispatch.';

export const MEDICINES: SeedMedicine[] = [
  // Pain & Fever
  { category: 'pain', name: 'Emzor Paracetamol 500mg Tablets (96)', priceNaira: 1200, dosage: 'Adults and children over 12: 1-2 tablets every 4-6 hours; at most 8 tablets in 24 hours.', sideEffects: 'Rare at normal doses; liver damage in overdose.', description: 'Trusted Nigerian paracetamol for headache, body pain and fever.', featured: true },
  { category: 'pain', name: 'Panadol Extra Tablets (24)', priceNaira: 1800, dosage: 'Adults: 2 tablets every 4-6 hours; at most 8 tablets in 24 hours.', sideEffects: 'Sleeplessness or restlessness from the caffeine; rarely allergic reactions.', description: 'Paracetamol with caffeine for tough headaches and period pain.', featured: true },
  { category: 'pain', name: 'Panadol Advance 500mg (24)', priceNaira: 1500, dosage: 'Adults: 1-2 tablets every 4-6 hours; at most 8 tablets in 24 hours.', sideEffects: 'Rare; allergic skin reactions.', description: 'Fast-absorbed paracetamol for everyday pain and fever.' },
  { category: 'pain', name: 'Boska Tablets (12)', priceNaira: 600, dosage: 'Adults: 1-2 tablets up to 3 times daily.', sideEffects: 'Nervousness, fast heartbeat (caffeine).', description: 'Paracetamol and caffeine caplets for headache and tiredness.' },
  { category: 'pain', name: 'Emzor Ibuprofen 400mg (24)', priceNaira: 900, dosage: 'Adults: 1 tablet 3 times daily after food.', sideEffects: 'Stomach upset, heartburn; avoid with ulcers.', description: 'Anti-inflammatory pain reliever for toothache, back pain and cramps.' },
  { category: 'pain', name: 'Felvin 20mg Capsules (20)', priceNaira: 1000, dosage: 'Adults: 1 capsule daily after food.', sideEffects: 'Stomach pain, indigestion, fluid retention.', description: 'Piroxicam for joint pain and arthritis.' + RX },
  { category: 'pain', name: 'Cataflam 50mg Tablets (20)', priceNaira: 3500, dosage: 'Adults: 1 tablet 2-3 times daily with food.', sideEffects: 'Stomach upset, dizziness, headache.', description: 'Diclofenac potassium for acute pain and inflammation.' + RX },
  { category: 'pain', name: 'Efferalgan 500mg Effervescent (16)', priceNaira: 2000, dosage: 'Adults: 1-2 tablets dissolved in water every 4-6 hours; at most 8 in 24 hours.', sideEffects: 'Rare; contains sodium.', description: 'Soluble paracetamol, gentle to swallow.' },

  // Malaria
  { category: 'malaria', name: 'Coartem 80/480 Tablets (6)', priceNaira: 4500, dosage: 'Adults: 1 tablet at 0, 8, 24, 36, 48 and 60 hours, with fatty food.', sideEffects: 'Headache, dizziness, loss of appetite.', description: 'Artemether/lumefantrine, the first-line treatment for uncomplicated malaria.', featured: true },
  { category: 'malaria', name: 'Lonart DS Tablets (6)', priceNaira: 3800, dosage: 'Adults: 1 tablet twice daily for 3 days.', sideEffects: 'Headache, weakness, nausea.', description: 'Double-strength artemether/lumefantrine for a 3-day malaria cure.', featured: true },
  { category: 'malaria', name: 'Amatem Softgel 80/480 (6)', priceNaira: 3200, dosage: 'Adults: 1 softgel twice daily for 3 days.', sideEffects: 'Dizziness, abdominal pain, sleep disturbance.', description: 'Artemether/lumefantrine softgels that are easy to swallow.' },
  { category: 'malaria', name: 'P-Alaxin Tablets (9)', priceNaira: 3500, dosage: 'Adults: 3 tablets once daily for 3 days.', sideEffects: 'Nausea, headache, mild diarrhoea.', description: 'Dihydroartemisinin/piperaquine, a once-daily malaria treatment.' },
  { category: 'malaria', name: 'Lumartem Tablets (24)', priceNaira: 2500, dosage: 'Adults: 4 tablets at 0, 8, 24, 36, 48 and 60 hours.', sideEffects: 'Headache, loss of appetite.', description: 'Artemether 20mg/lumefantrine 120mg tablets.' },
  { category: 'malaria', name: 'Camosunate Adult Tablets', priceNaira: 3000, dosage: 'Adults: as directed on the pack over 3 days.', sideEffects: 'Dizziness, nausea, tiredness.', description: 'Artesunate/amodiaquine combination for malaria.' },
  { category: 'malaria', name: 'Fansidar Tablets (3)', priceNaira: 1200, dosage: 'Adults: 3 tablets as a single dose.', sideEffects: 'Skin rash; stop at once if a rash appears.', description: 'Sulfadoxine/pyrimethamine, used for malaria prevention in pregnancy (IPTp).' + RX },
  { category: 'malaria', name: 'Artequin 600/750 Tablets', priceNaira: 4000, dosage: 'Adults: 1 tablet daily for 3 days.', sideEffects: 'Nausea, vomiting, dizziness.', description: 'Artesunate/mefloquine 3-day malaria treatment.' },

  // Antibiotics
  { category: 'antibiotics', name: 'Augmentin 625mg Tablets (14)', priceNaira: 9500, dosage: 'Adults: 1 tablet every 12 hours with food, for the full course.', sideEffects: 'Diarrhoea, nausea, thrush.', description: 'Amoxicillin/clavulanic acid for chest, ear, sinus and urinary infections.' + RX, featured: true },
  { category: 'antibiotics', name: 'Ciprotab 500mg Tablets (10)', priceNaira: 2200, dosage: 'Adults: 1 tablet twice daily for the prescribed days.', sideEffects: 'Nausea, diarrhoea, tendon pain (rare).', description: 'Ciprofloxacin for urinary tract, gut and typhoid infections.' + RX },
  { category: 'antibiotics', name: 'Flagyl 400mg Tablets (20)', priceNaira: 1500, dosage: 'Adults: 1 tablet 3 times daily for 5-7 days; no alcohol.', sideEffects: 'Metallic taste, nausea; severe reaction with alcohol.', description: 'Metronidazole for amoebic dysentery, gum and intimate infections.' + RX },
  { category: 'antibiotics', name: 'Amoxil 500mg Capsules (20)', priceNaira: 3000, dosage: 'Adults: 1 capsule every 8 hours for the full course.', sideEffects: 'Diarrhoea, rash; allergy in people allergic to penicillin.', description: 'Amoxicillin, a broad-spectrum penicillin antibiotic.' + RX },
  { category: 'antibiotics', name: 'Ampiclox 500mg Capsules (20)', priceNaira: 1800, dosage: 'Adults: 1 capsule 4 times daily, an hour before food.', sideEffects: 'Diarrhoea, nausea, rash.', description: 'Ampicillin/cloxacillin for skin and chest infections.' + RX },
  { category: 'antibiotics', name: 'Septrin 480mg Tablets (20)', priceNaira: 900, dosage: 'Adults: 2 tablets twice daily.', sideEffects: 'Rash, nausea; stop if a rash appears.', description: 'Co-trimoxazole for urinary and chest infections.' + RX },
  { category: 'antibiotics', name: 'Zithromax 500mg Tablets (3)', priceNaira: 4800, dosage: 'Adults: 1 tablet daily for 3 days.', sideEffects: 'Stomach upset, diarrhoea.', description: 'Azithromycin, a short 3-day antibiotic course.' + RX },
  { category: 'antibiotics', name: 'Ceporex 500mg Capsules (20)', priceNaira: 3500, dosage: 'Adults: 1 capsule every 6 hours.', sideEffects: 'Diarrhoea, nausea.', description: 'Cefalexin for skin, throat and urinary infections.' + RX },

  // Cough, Cold & Allergy
  { category: 'cold', name: 'Loratyn 10mg Tablets (10)', priceNaira: 1200, dosage: 'Adults and children over 12: 1 tablet once daily.', sideEffects: 'Headache, dry mouth; rarely drowsiness.', description: 'Loratadine for hay fever, catarrh and itchy allergies, non-drowsy.', featured: true },
  { category: 'cold', name: 'Piriton 4mg Tablets (30)', priceNaira: 700, dosage: 'Adults: 1 tablet every 4-6 hours; at most 6 in 24 hours.', sideEffects: 'Drowsiness; do not drive after taking.', description: 'Chlorphenamine for allergies, rashes and insect bites.' },
  { category: 'cold', name: 'Benylin Original Cough Syrup 100ml', priceNaira: 2800, dosage: 'Adults: 10ml 4 times daily.', sideEffects: 'Drowsiness, dizziness.', description: 'Soothing syrup for chesty and tickly coughs.' },
  { category: 'cold', name: 'Vicks VapoRub 50g', priceNaira: 1800, dosage: 'Rub on chest, throat and back up to 3 times daily.', sideEffects: 'Skin irritation; not for children under 2.', description: 'Menthol vapour rub for blocked nose and cough.' },
  { category: 'cold', name: 'Zyrtec 10mg Tablets (7)', priceNaira: 2000, dosage: 'Adults: 1 tablet once daily.', sideEffects: 'Tiredness, dry mouth.', description: 'Cetirizine for sneezing, runny nose and hives.' },
  { category: 'cold', name: 'Procold Tablets (10)', priceNaira: 900, dosage: 'Adults: 1 tablet 3 times daily.', sideEffects: 'Drowsiness, dry mouth.', description: 'Multi-symptom cold and catarrh relief.' },
  { category: 'cold', name: 'Coldcap Capsules (10)', priceNaira: 800, dosage: 'Adults: 1 capsule 3 times daily.', sideEffects: 'Drowsiness.', description: 'Paracetamol, decongestant and antihistamine for cold and flu.' },
  { category: 'cold', name: 'Strepsils Honey & Lemon (24)', priceNaira: 2500, dosage: 'Dissolve 1 lozenge in the mouth every 2-3 hours; at most 12 a day.', sideEffects: 'Rarely mouth irritation.', description: 'Antiseptic lozenges for sore throat.' },

  // Asthma & Respiratory
  { category: 'respiratory', name: 'Ventolin Inhaler 100mcg', priceNaira: 4500, dosage: '1-2 puffs when needed; at most 8 puffs in 24 hours.', sideEffects: 'Shaky hands, fast heartbeat, headache.', description: 'Salbutamol reliever inhaler for asthma attacks and breathlessness.', featured: true },
  { category: 'respiratory', name: 'Seretide 250 Accuhaler', priceNaira: 22000, dosage: '1 inhalation twice daily; rinse the mouth after use.', sideEffects: 'Hoarse voice, oral thrush.', description: 'Salmeterol/fluticasone preventer for asthma and COPD.' + RX },
  { category: 'respiratory', name: 'Salbutamol 4mg Tablets (100)', priceNaira: 800, dosage: 'Adults: 1 tablet 3-4 times daily.', sideEffects: 'Tremor, palpitations.', description: 'Oral bronchodilator for wheezing.' + RX },
  { category: 'respiratory', name: 'Singulair 10mg Tablets (28)', priceNaira: 6500, dosage: 'Adults: 1 tablet each evening.', sideEffects: 'Headache, stomach pain; mood changes (rare).', description: 'Montelukast to prevent asthma and allergy symptoms.' + RX },
  { category: 'respiratory', name: 'Becotide Inhaler 100mcg', priceNaira: 7000, dosage: '2 puffs twice daily, every day.', sideEffects: 'Hoarse voice, oral thrush.', description: 'Beclometasone preventer inhaler.' + RX },

  // Vitamins & Supplements
  { category: 'vitamins', name: 'Emzor Vitamin C 100mg Tablets (100)', priceNaira: 700, dosage: 'Adults: 1-2 tablets daily.', sideEffects: 'Stomach upset at high doses.', description: 'Chewable vitamin C for everyday immunity.', featured: true },
  { category: 'vitamins', name: 'Redoxon Vitamin C 1000mg Effervescent (10)', priceNaira: 4500, dosage: '1 tablet dissolved in water daily.', sideEffects: 'Rarely stomach upset.', description: 'High-strength vitamin C with zinc, orange flavour.' },
  { category: 'vitamins', name: 'Centrum Advance (30)', priceNaira: 9000, dosage: '1 tablet daily with food.', sideEffects: 'Mild stomach upset.', description: 'Complete A-Z multivitamin and minerals.' },
  { category: 'vitamins', name: 'Wellman Original (30)', priceNaira: 6500, dosage: '1 tablet daily with a meal.', sideEffects: 'Rarely nausea.', description: 'Multivitamin made for men.' },
  { category: 'vitamins', name: 'Wellwoman Original (30)', priceNaira: 6500, dosage: '1 capsule daily with a meal.', sideEffects: 'Rarely nausea.', description: 'Multivitamin made for women.' },
  { category: 'vitamins', name: 'Seven Seas Cod Liver Oil (60)', priceNaira: 5500, dosage: '1 capsule daily.', sideEffects: 'Fishy aftertaste.', description: 'Omega-3 and vitamins A and D for joints and heart.' },
  { category: 'vitamins', name: 'Astymin Forte Capsules (30)', priceNaira: 3500, dosage: '1 capsule daily.', sideEffects: 'Rarely nausea.', description: 'Amino acids and vitamins for recovery and appetite.' },
  { category: 'vitamins', name: 'Vitamin B Complex Tablets (100)', priceNaira: 500, dosage: '1-2 tablets daily.', sideEffects: 'Bright yellow urine (harmless).', description: 'B vitamins for energy and nerves.' },
  { category: 'vitamins', name: 'Zincovit Tablets (15)', priceNaira: 2500, dosage: '1 tablet daily after food.', sideEffects: 'Rarely nausea.', description: 'Multivitamin with zinc and grape seed extract.' },

  // Diabetes Care
  { category: 'diabetes', name: 'Glucophage 500mg Tablets (50)', priceNaira: 3800, dosage: 'Adults: as prescribed, usually 1 tablet 2-3 times daily with meals.', sideEffects: 'Nausea, diarrhoea, metallic taste.', description: 'Metformin, first-line treatment for type 2 diabetes.' + RX, featured: true },
  { category: 'diabetes', name: 'Emzor Metformin 500mg (30)', priceNaira: 1500, dosage: 'As prescribed, with meals.', sideEffects: 'Stomach upset, diarrhoea.', description: 'Affordable metformin for type 2 diabetes.' + RX },
  { category: 'diabetes', name: 'Diamicron MR 60mg (30)', priceNaira: 7500, dosage: 'As prescribed, once daily with breakfast.', sideEffects: 'Low blood sugar; eat regularly.', description: 'Gliclazide modified release for type 2 diabetes.' + RX },
  { category: 'diabetes', name: 'Amaryl 2mg Tablets (30)', priceNaira: 6000, dosage: 'As prescribed, once daily with breakfast.', sideEffects: 'Low blood sugar, weight gain.', description: 'Glimepiride to lower blood sugar.' + RX },
  { category: 'diabetes', name: 'Galvus Met 50/1000 (60)', priceNaira: 15000, dosage: 'As prescribed, 1 tablet twice daily.', sideEffects: 'Nausea, headache.', description: 'Vildagliptin/metformin combination.' + RX },
  { category: 'diabetes', name: 'Accu-Chek Active Test Strips (50)', priceNaira: 12000, dosage: 'Use 1 strip per blood sugar test.', sideEffects: 'None.', description: 'Test strips for the Accu-Chek Active meter.' },
  { category: 'diabetes', name: 'Accu-Chek Active Glucometer Kit', priceNaira: 18000, dosage: 'Follow the instructions in the kit.', sideEffects: 'None.', description: 'Blood glucose meter with lancets and 10 strips.' },

  // Heart & Blood Pressure
  { category: 'heart', name: 'Amlodipine 10mg Tablets (28)', priceNaira: 1500, dosage: 'Adults: 1 tablet once daily, as prescribed.', sideEffects: 'Ankle swelling, flushing, headache.', description: 'Calcium-channel blocker for high blood pressure.' + RX, featured: true },
  { category: 'heart', name: 'Lisinopril 10mg Tablets (28)', priceNaira: 2000, dosage: 'Adults: 1 tablet once daily, as prescribed.', sideEffects: 'Dry cough, dizziness.', description: 'ACE inhibitor for blood pressure and heart failure.' + RX },
  { category: 'heart', name: 'Norvasc 5mg Tablets (30)', priceNaira: 7000, dosage: 'Adults: 1 tablet once daily.', sideEffects: 'Ankle swelling, flushing.', description: 'Original-brand amlodipine.' + RX },
  { category: 'heart', name: 'Cozaar 50mg Tablets (28)', priceNaira: 3500, dosage: 'Adults: 1 tablet once daily.', sideEffects: 'Dizziness, tiredness.', description: 'Losartan for blood pressure.' + RX },
  { category: 'heart', name: 'Moduretic Tablets (28)', priceNaira: 2500, dosage: 'Adults: 1 tablet daily in the morning.', sideEffects: 'Frequent urination, dizziness.', description: 'Amiloride/hydrochlorothiazide diuretic.' + RX },
  { category: 'heart', name: 'Cardiprin 75mg Aspirin (30)', priceNaira: 1200, dosage: 'Adults: 1 tablet daily with food, on medical advice.', sideEffects: 'Stomach irritation, bleeding risk.', description: 'Low-dose aspirin to protect the heart.' },
  { category: 'heart', name: 'Lipitor 20mg Tablets (30)', priceNaira: 5500, dosage: 'Adults: 1 tablet daily.', sideEffects: 'Muscle aches, stomach upset.', description: 'Atorvastatin to lower cholesterol.' + RX },
  { category: 'heart', name: 'Omron M2 Blood Pressure Monitor', priceNaira: 35000, dosage: 'Measure seated, after 5 minutes of rest.', sideEffects: 'None.', description: 'Automatic upper-arm blood pressure monitor.' },

  // Digestive Health
  { category: 'digestive', name: 'Buscopan 10mg Tablets (20)', priceNaira: 2500, dosage: 'Adults: 2 tablets up to 4 times daily.', sideEffects: 'Dry mouth, constipation.', description: 'Hyoscine butylbromide for stomach cramps and period pain.', featured: true },
  { category: 'digestive', name: 'Gestid Tablets (20)', priceNaira: 1500, dosage: 'Adults: chew 1-2 tablets after meals and at bedtime.', sideEffects: 'Constipation or diarrhoea.', description: 'Antacid with simethicone for heartburn, ulcer pain and bloating.' },
  { category: 'digestive', name: 'Gaviscon Liquid Peppermint 200ml', priceNaira: 3800, dosage: 'Adults: 10-20ml after meals and at bedtime.', sideEffects: 'Rarely bloating.', description: 'Fast relief from heartburn and acid reflux.' },
  { category: 'digestive', name: 'Emzor Omeprazole 20mg (14)', priceNaira: 1200, dosage: 'Adults: 1 capsule daily before breakfast.', sideEffects: 'Headache, diarrhoea.', description: 'Reduces stomach acid for ulcers and reflux.' },
  { category: 'digestive', name: 'Emzor ORS Sachets (10)', priceNaira: 300, dosage: 'Dissolve 1 sachet in 1 litre of clean water; sip often.', sideEffects: 'None at the right dilution.', description: 'Oral rehydration salts for diarrhoea and dehydration.', featured: true },
  { category: 'digestive', name: 'Imodium 2mg Capsules (6)', priceNaira: 2000, dosage: 'Adults: 2 capsules, then 1 after each loose stool; at most 8 a day.', sideEffects: 'Constipation, bloating.', description: 'Loperamide for short-term diarrhoea.' },
  { category: 'digestive', name: 'Dulcolax 5mg Tablets (30)', priceNaira: 2200, dosage: 'Adults: 1-2 tablets at bedtime.', sideEffects: 'Stomach cramps.', description: 'Bisacodyl laxative for constipation.' },
  { category: 'digestive', name: 'Nexium 20mg Tablets (14)', priceNaira: 9000, dosage: 'Adults: 1 tablet daily.', sideEffects: 'Headache, stomach pain.', description: 'Esomeprazole for acid reflux.' },
  { category: 'digestive', name: 'Magnesium Trisilicate Mixture 200ml', priceNaira: 700, dosage: 'Adults: 10-20ml 3 times daily.', sideEffects: 'Diarrhoea.', description: 'Classic liquid antacid for indigestion.' },

  // Skin Care
  { category: 'skin', name: 'Funbact-A Cream 30g', priceNaira: 700, dosage: 'Apply thinly twice daily.', sideEffects: 'Skin thinning with long use.', description: 'Antifungal, antibacterial and steroid cream for rashes.' },
  { category: 'skin', name: 'Skineal Cream 30g', priceNaira: 900, dosage: 'Apply thinly twice daily.', sideEffects: 'Local irritation.', description: 'Cream for ringworm, eczema and skin infections.' },
  { category: 'skin', name: 'Canesten Cream 20g', priceNaira: 2500, dosage: 'Apply 2-3 times daily for 2 weeks.', sideEffects: 'Mild burning.', description: 'Clotrimazole for athlete’s foot and fungal infections.' },
  { category: 'skin', name: 'Robb Ointment 25g', priceNaira: 600, dosage: 'Rub on the affected area.', sideEffects: 'Skin irritation.', description: 'Menthol balm for headache, catarrh and muscle ache.' },
  { category: 'skin', name: 'Betnovate Cream 30g', priceNaira: 1800, dosage: 'Apply thinly once or twice daily.', sideEffects: 'Skin thinning with long use.', description: 'Betamethasone steroid cream for eczema.' + RX },
  { category: 'skin', name: 'Daktarin Cream 30g', priceNaira: 2500, dosage: 'Apply twice daily.', sideEffects: 'Local irritation.', description: 'Miconazole for fungal skin infections.' },

  // First Aid
  { category: 'firstaid', name: 'Dettol Antiseptic Liquid 500ml', priceNaira: 3500, dosage: 'Dilute as on the label before use on skin.', sideEffects: 'Skin irritation if undiluted.', description: 'Antiseptic for cuts, grazes and household hygiene.', featured: true },
  { category: 'firstaid', name: 'Methylated Spirit 200ml', priceNaira: 900, dosage: 'Apply on intact skin before injections or for cleaning.', sideEffects: 'Stings on open wounds.', description: 'Surgical spirit for cleaning skin and instruments.' },
  { category: 'firstaid', name: 'Elastoplast Plasters (40)', priceNaira: 1200, dosage: 'Apply to clean, dry skin.', sideEffects: 'Rarely skin reaction to adhesive.', description: 'Fabric plasters in assorted sizes.' },
  { category: 'firstaid', name: 'Crepe Bandage 10cm', priceNaira: 800, dosage: 'Wrap firmly, not tightly.', sideEffects: 'None.', description: 'Elastic bandage for sprains and dressings.' },
  { category: 'firstaid', name: 'Digital Thermometer', priceNaira: 2500, dosage: 'Oral or underarm use.', sideEffects: 'None.', description: 'Fast digital thermometer with fever alarm.' },
  { category: 'firstaid', name: 'Malaria Rapid Test Kit (RDT)', priceNaira: 1500, dosage: 'One finger-prick test; read in 20 minutes.', sideEffects: 'None.', description: 'Home test for malaria parasites before treatment.' },
  { category: 'firstaid', name: 'Hydrogen Peroxide 3% 200ml', priceNaira: 600, dosage: 'Apply to wounds with cotton wool.', sideEffects: 'Stinging.', description: 'Wound cleanser.' },
  { category: 'firstaid', name: 'Cotton Wool 100g', priceNaira: 700, dosage: 'For cleaning and dressing.', sideEffects: 'None.', description: 'Absorbent pure cotton wool.' },

  // Women's Health
  { category: 'women', name: 'Pregnacare Original (30)', priceNaira: 7500, dosage: '1 tablet daily with a meal.', sideEffects: 'Rarely nausea.', description: 'Vitamins and folic acid for pregnancy.' },
  { category: 'women', name: 'Postinor-2 Tablets', priceNaira: 1500, dosage: '1 tablet as soon as possible after sex, the second 12 hours later.', sideEffects: 'Nausea, irregular bleeding.', description: 'Levonorgestrel emergency contraceptive.' },
  { category: 'women', name: 'Feminax Express (16)', priceNaira: 2000, dosage: '2 tablets up to 3 times daily.', sideEffects: 'Stomach upset.', description: 'Fast relief from period pain.' },
  { category: 'women', name: 'Flucon 150mg Capsule', priceNaira: 1200, dosage: '1 capsule as a single dose.', sideEffects: 'Headache, nausea.', description: 'Fluconazole for vaginal thrush.' },
  { category: 'women', name: 'Folic Acid 5mg Tablets (100)', priceNaira: 400, dosage: '1 tablet daily.', sideEffects: 'Rare.', description: 'Folic acid for pregnancy and anaemia.' },
  { category: 'women', name: 'Fesolate Ferrous Sulphate 200mg (100)', priceNaira: 500, dosage: '1 tablet 1-3 times daily.', sideEffects: 'Dark stools, constipation.', description: 'Iron tablets for anaemia.' },
  { category: 'women', name: 'Pregnancy Test Strip', priceNaira: 500, dosage: 'Dip in morning urine for 5 seconds; read in 5 minutes.', sideEffects: 'None.', description: 'Early pregnancy test strip.' },

  // Baby & Child Care
  { category: 'baby', name: 'Emzor Paracetamol Syrup 60ml', priceNaira: 800, dosage: 'Children: 2.5-10ml by age, up to 4 times daily.', sideEffects: 'Rare at normal doses.', description: 'Paracetamol suspension for children’s fever and pain.' },
  { category: 'baby', name: 'Calpol Infant Suspension 100ml', priceNaira: 3500, dosage: 'Children 3 months+: dose by age on the pack.', sideEffects: 'Rare.', description: 'Sugar-free paracetamol for babies.' },
  { category: 'baby', name: 'Nurofen for Children 100ml', priceNaira: 4500, dosage: 'Children 3 months+: dose by age, up to 3 times daily.', sideEffects: 'Stomach upset.', description: 'Ibuprofen suspension for fever and teething.' },
  { category: 'baby', name: "Woodward's Gripe Water 130ml", priceNaira: 2800, dosage: 'Infants: 5ml after feeds.', sideEffects: 'None known.', description: 'Relief for colic and wind in babies.' },
  { category: 'baby', name: 'Abidec Multivitamin Drops 25ml', priceNaira: 3500, dosage: 'Babies: 0.3-0.6ml daily by age.', sideEffects: 'Rare.', description: 'Vitamin drops for babies and young children.' },
  { category: 'baby', name: 'Tixylix Baby Syrup 100ml', priceNaira: 2500, dosage: 'Children 3 months+: 5ml 3-4 times daily.', sideEffects: 'None known.', description: 'Soothing cough syrup for babies.' },
  { category: 'baby', name: 'Zinc Sulphate 20mg Dispersible (10)', priceNaira: 1000, dosage: 'Children: 1 tablet daily for 10 days with ORS.', sideEffects: 'Vomiting if taken on an empty stomach.', description: 'Zinc for children with diarrhoea.' },

  // Eye & Ear Care
  { category: 'eyeear', name: 'Chloramphenicol Eye Drops 0.5%', priceNaira: 800, dosage: '1-2 drops every 2-6 hours.', sideEffects: 'Brief stinging.', description: 'Antibiotic drops for bacterial conjunctivitis (Apollo).' },
  { category: 'eyeear', name: 'Visine Original Eye Drops 15ml', priceNaira: 3000, dosage: '1-2 drops up to 4 times daily.', sideEffects: 'Rebound redness with overuse.', description: 'Relief for red, tired eyes.' },
  { category: 'eyeear', name: 'Otorex Ear Drops 10ml', priceNaira: 1500, dosage: '3-4 drops 2-3 times daily.', sideEffects: 'Ear irritation.', description: 'Softens and removes ear wax.' },
  { category: 'eyeear', name: 'Gentamicin Eye/Ear Drops 0.3%', priceNaira: 700, dosage: '1-2 drops 3-4 times daily.', sideEffects: 'Local irritation.', description: 'Antibiotic drops for eye and ear infections.' + RX },
];

export const PHARMACIES = [
  { name: 'e-pharmacy Ikeja', location: '12 Obafemi Awolowo Way, Ikeja, Lagos', contact: '+234 803 555 0101', deliveryRange: '15 km' },
  { name: 'e-pharmacy Lekki', location: 'Admiralty Way, Lekki Phase 1, Lagos', contact: '+234 803 555 0102', deliveryRange: '12 km' },
  { name: 'e-pharmacy Surulere', location: '45 Adeniran Ogunsanya Street, Surulere, Lagos', contact: '+234 803 555 0103', deliveryRange: '10 km' },
  { name: 'e-pharmacy Wuse II', location: 'Aminu Kano Crescent, Wuse II, Abuja', contact: '+234 809 555 0201', deliveryRange: '20 km' },
  { name: 'e-pharmacy Garki', location: 'Ahmadu Bello Way, Garki Area 11, Abuja', contact: '+234 809 555 0202', deliveryRange: '15 km' },
  { name: 'e-pharmacy GRA Port Harcourt', location: 'Tombia Street, GRA Phase 2, Port Harcourt', contact: '+234 806 555 0301', deliveryRange: '15 km' },
  { name: 'e-pharmacy Bodija', location: 'Bodija Market Road, Ibadan', contact: '+234 805 555 0401', deliveryRange: '12 km' },
  { name: 'e-pharmacy Nassarawa GRA', location: 'Ahmadu Bello Way, Nassarawa GRA, Kano', contact: '+234 802 555 0501', deliveryRange: '15 km' },
  { name: 'e-pharmacy Independence Layout', location: 'Nike Lake Road, Independence Layout, Enugu', contact: '+234 807 555 0601', deliveryRange: '12 km' },
];

export const AMBULANCES = [
  { name: 'e-pharmacy Rapid Response Ikeja', location: 'Ikeja, Lagos', availability: true },
  { name: 'e-pharmacy Rapid Response Lekki', location: 'Lekki, Lagos', availability: true },
  { name: 'e-pharmacy Rapid Response Wuse', location: 'Wuse, Abuja', availability: true },
  { name: 'e-pharmacy Rapid Response Trans-Amadi', location: 'Trans-Amadi, Port Harcourt', availability: false },
  { name: 'e-pharmacy Rapid Response Ring Road', location: 'Ring Road, Ibadan', availability: true },
  { name: 'e-pharmacy Rapid Response Kano', location: 'Nassarawa, Kano', availability: true },
  { name: 'e-pharmacy Rapid Response Enugu', location: 'GRA, Enugu', availability: false },
];

export const LABORATORIES = [
  { name: 'Ikeja Diagnostic Laboratory', location: 'Allen Avenue, Ikeja, Lagos', description: 'Full blood count, malaria parasite, typhoid (Widal), lipid profile and HbA1c.' },
  { name: 'Victoria Island Medical Lab', location: 'Adeola Odeku Street, Victoria Island, Lagos', description: 'Hormone panels, pregnancy tests, urinalysis and home sample collection.' },
  { name: 'Maitama Clinical Laboratory', location: 'Maitama District, Abuja', description: 'Chemistry, haematology, microbiology and COVID-19 PCR.' },
  { name: 'Garden City Diagnostics', location: 'Aba Road, Port Harcourt', description: 'Blood sugar, liver and kidney function tests, genotype and blood group.' },
  { name: 'Ibadan Pathology Centre', location: 'Ring Road, Ibadan', description: 'Malaria, typhoid, hepatitis B and HIV screening.' },
  { name: 'Kano Medical Laboratory', location: 'Zoo Road, Kano', description: 'Routine blood tests and sickle cell screening.' },
  { name: 'Coal City Laboratory', location: 'Ogui Road, Enugu', description: 'Full blood count, urinalysis and stool microscopy.' },
];
