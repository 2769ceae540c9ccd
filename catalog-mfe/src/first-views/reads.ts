// The reads a page's first view is drawn with (its route's `preload`, src/routes.ts), and what makes
// each usable, shared by the server's renderer (render.tsx) and the pages that hydrate its markup.
export const READS = {
  categories: '/api/medicine-categories',
  featured: '/api/medicine/featuredMedicines',
  medicines: '/api/medicine/GetAllMedicines',
  medicine: '/api/medicine/:id',
  identity: '/api/pharmacy-identity',
  privacy: '/api/privacy',
} as const;

export const list = (body: unknown) => Array.isArray(body);
export const object = (body: unknown) => typeof body === 'object' && body !== null && !Array.isArray(body);
