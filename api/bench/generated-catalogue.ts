// The words the bench's 10,000 generated medicines are made of (catalogue.bench.ts seeds them;
// explain-catalogue.ts draws the same search terms from them).
export const CATEGORIES = [
  'Pain Relief',
  'Antimalarials',
  'Antibiotics',
  'Vitamins & Supplements',
  'Cough and Cold',
  'Skin Care',
  'Digestive Health',
  'Diabetes Care',
  'Heart & Blood Pressure',
  'Mother and Baby',
  'First Aid',
  'Eye and Ear Care',
];
export const DRUGS = [
  'Paracetamol',
  'Ibuprofen',
  'Diclofenac',
  'Artemether/Lumefantrine',
  'Artesunate',
  'Amoxicillin',
  'Ciprofloxacin',
  'Metronidazole',
  'Azithromycin',
  'Vitamin C',
  'Folic Acid',
  'Ferrous Sulphate',
  'Loratadine',
  'Cetirizine',
  'Omeprazole',
  'Metformin',
  'Glibenclamide',
  'Amlodipine',
  'Lisinopril',
  'Losartan',
  'Hydrocortisone',
  'Clotrimazole',
  'Oral Rehydration Salts',
  'Zinc Sulphate',
  'Multivitamin',
  'Chloramphenicol',
  'Albendazole',
  'Salbutamol',
  'Dextromethorphan',
  'Guaifenesin',
];
export const STRENGTHS = ['5mg', '10mg', '20mg', '50mg', '100mg', '250mg', '400mg', '500mg', '80/480', '1g'];
export const FORMS = ['Tablets', 'Capsules', 'Syrup 100ml', 'Suspension', 'Cream 30g', 'Injection', 'Drops', 'Sachets'];
export const BRANDS = ['Emzor', 'Fidson', 'May & Baker', 'Swipha', 'GSK', 'Juhel', 'Neimeth', 'Drugfield', 'Evans', 'Orange Drugs'];

/** The bench's search terms are drawn from these. */
export const GENERATED_WORDS = { drugs: DRUGS, brands: BRANDS, strengths: STRENGTHS, forms: FORMS };
