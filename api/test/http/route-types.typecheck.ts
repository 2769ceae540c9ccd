/**
 * Type-level tests, checked by `npm run typecheck -w api` (tsc), not run: each `@ts-expect-error`
 * marks a shape the route schemas must refuse. If a schema stopped typing its route (the error
 * disappears), tsc fails on the unused directive.
 */
import type { FastifyInstance } from 'fastify';
import * as cart from '../../src/domains/cart/cart-schemas';
import type { CartJson } from '../../src/domains/cart/cart-service';
import * as catalogue from '../../src/domains/catalogue/catalogue-schemas';
import { type Answer, errors, type Json, typed } from '../../src/platform/http/schemas';
import type { StockMovementJson } from '../../src/domains/stock/stock-schemas';

const cartJson: CartJson = { message: 'ok', items: [], totalItems: 0, totalPrice: 0, notices: [] };

export function routes(app: FastifyInstance) {
  const route = typed(app);

  // The request's parts come from the schema: the query's userId is a string.
  route.get('/cart', { schema: { querystring: cart.userIdQuery, response: { 200: cart.cart, ...cart.errors } } }, async (request) => {
    const userId: string = request.query.userId;
    // @ts-expect-error userId is a string, not a number
    const asNumber: number = request.query.userId;
    void asNumber;
    return userId ? cartJson : { message: 'No such cart.' };
  });

  // A handler answering a wrong type for a documented field does not compile.
  // @ts-expect-error totalPrice is a number in the cart schema
  route.get('/wrong-type', { schema: { response: { 200: cart.cart } } }, async () => ({ ...cartJson, totalPrice: '0' }));

  // A route naming shared schemas checks its answer against them too.
  const catalogueRoute = typed<catalogue.CatalogueRefs>(app);
  catalogueRoute.get('/medicine', { schema: { response: { 200: { $ref: 'Medicine#' }, ...errors(404) } } }, async () =>
    // @ts-expect-error medicineClass must be otc, pharmacy or pom
    ({ ...medicine, medicineClass: 'sweets' }),
  );

  // Error answers are typed from ErrorResponse#: message is required.
  route.get('/error', { schema: { response: { 404: errors(404)[404] } } }, async (_request, reply) =>
    // @ts-expect-error an error answer needs its message
    reply.status(404).send({ code: 'x' }),
  );
}

const medicine: Json<typeof catalogue.medicine> = {
  id: '0b5c5f6e-8c39-4c1d-9a53-2a4d5e6f7a8b',
  name: 'Paracetamol',
  price: 500,
  description: '',
  imageUrl: null,
  dosage: '',
  sideEffects: '',
  categoryId: '0b5c5f6e-8c39-4c1d-9a53-2a4d5e6f7a8c',
  isFeatured: false,
  activeIngredients: 'Paracetamol',
  strength: '500 mg',
  dosageForm: 'tablet',
  packSize: '',
  manufacturer: '',
  nafdacNumber: '',
  medicineClass: 'otc',
  prescriptionRequired: false,
  stockStatus: 'in-stock',
  stockLeft: null,
};

// A service's answer type (Answer) has every documented field: leaving one out does not compile.
// @ts-expect-error orderId is missing
export const movement: StockMovementJson = { id: 'x', change: 1, quantityAfter: 1, reason: 'received', note: '', at: '' };
// @ts-expect-error change is missing
export const movement2: StockMovementJson = { id: 'x', quantityAfter: 1, reason: 'received', note: '', orderId: null, at: '' };
const m3 = { id: 'x', change: 1, quantityAfter: 1, reason: 'received', note: '', at: '' } as const;
// @ts-expect-error orderId is missing (from a variable)
export const movement3: StockMovementJson = m3;
export const badReason: StockMovementJson = {
  id: 'x',
  change: 1,
  quantityAfter: 1,
  // @ts-expect-error review-refused is not a stock movement reason
  reason: 'review-refused',
  note: '',
  orderId: null,
  at: '',
};
export const goodReason: Answer<typeof cart.cart> = cartJson;
