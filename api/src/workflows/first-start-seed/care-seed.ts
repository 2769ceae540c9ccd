import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { labSlots, labTests } from '../../platform/db/schema/labs';
import { laboratories } from '../../platform/db/schema/care-directory';

/** Tests every seeded laboratory publishes (prices in kobo). */
const LAB_TESTS = [
  { name: 'Full blood count', priceKobo: 600_000, sampleType: 'Blood', preparation: '', turnaroundHours: 24 },
  {
    name: 'Fasting blood sugar',
    priceKobo: 350_000,
    sampleType: 'Blood',
    preparation: 'Fast for 8 to 12 hours before; water is fine.',
    turnaroundHours: 24,
  },
  { name: 'Malaria parasite test', priceKobo: 250_000, sampleType: 'Blood', preparation: '', turnaroundHours: 6 },
  { name: 'Widal (typhoid) test', priceKobo: 300_000, sampleType: 'Blood', preparation: '', turnaroundHours: 24 },
  { name: 'Lipid profile', priceKobo: 1_200_000, sampleType: 'Blood', preparation: 'Fast for 10 to 12 hours before.', turnaroundHours: 48 },
  {
    name: 'Urinalysis',
    priceKobo: 200_000,
    sampleType: 'Urine',
    preparation: 'The first urine of the morning, in a clean container.',
    turnaroundHours: 12,
  },
];

/** The areas each laboratory collects in, by its city, with the home-collection fee (kobo). */
const AREAS: [RegExp, { area: string; homeFeeKobo: number | null }[]][] = [
  [
    /Lagos/,
    [
      { area: 'Ikeja', homeFeeKobo: 150_000 },
      { area: 'Lekki', homeFeeKobo: 250_000 },
      { area: 'Surulere', homeFeeKobo: 200_000 },
    ],
  ],
  [
    /Abuja/,
    [
      { area: 'Maitama', homeFeeKobo: 200_000 },
      { area: 'Wuse', homeFeeKobo: 200_000 },
    ],
  ],
];
const AT_LAB_ONLY = [{ area: 'At the laboratory', homeFeeKobo: null }];

/**
 * Lab tests and two weeks of collection slots (08:00, 10:00 and 14:00 Lagos time, four places
 * each) for the directory's laboratories, the first time the API starts with laboratories and no
 * tests: `npm start` shows bookable tests.
 */
export async function seedLabs(app: FastifyInstance): Promise<void> {
  const [{ n }] = await app.db.select({ n: sql<number>`count(*)::int` }).from(labTests);
  if (n > 0) return;
  const labs = await app.db.select().from(laboratories);
  if (labs.length === 0) return;
  const today = new Date();
  const slots: (typeof labSlots.$inferInsert)[] = [];
  for (const lab of labs) {
    const areas = AREAS.find(([city]) => city.test(lab.location))?.[1] ?? AT_LAB_ONLY;
    for (let day = 1; day <= 14; day++) {
      for (const hour of [8, 10, 14]) {
        // Lagos is UTC+1 all year.
        const startsAt = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + day, hour - 1));
        for (const a of areas) slots.push({ laboratoryId: lab.id, area: a.area, startsAt, capacity: 4, homeFeeKobo: a.homeFeeKobo });
      }
    }
  }
  await app.db.transaction(async (tx) => {
    await tx.insert(labTests).values(labs.flatMap((lab) => LAB_TESTS.map((t) => ({ ...t, laboratoryId: lab.id }))));
    for (let i = 0; i < slots.length; i += 500) await tx.insert(labSlots).values(slots.slice(i, i + 500));
  });
  app.log.info({ laboratories: labs.length, slots: slots.length }, 'seeded lab tests and collection slots');
}
