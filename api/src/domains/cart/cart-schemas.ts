import { type Answer, errors as documentedErrors, uuid } from '../../platform/http/schemas';
import { MAX_CART_QUANTITY } from './cart-repository';

export const quantity = {
  type: 'integer',
  minimum: 1,
  maximum: MAX_CART_QUANTITY,
  description: `A whole number from 1 to ${MAX_CART_QUANTITY}.`,
} as const;

export const cartItem = {
  type: 'object',
  properties: {
    cartItemId: uuid,
    medicineId: uuid,
    quantity: { type: 'integer' },
    price: { type: 'number', description: 'Unit price in naira, from the catalogue.' },
    subtotal: { type: 'number', description: 'price x quantity, in naira.' },
    medicine: {
      type: 'object',
      properties: {
        id: uuid,
        name: { type: 'string' },
        price: { type: 'number' },
        imageUrl: { type: ['string', 'null'] },
        description: { type: 'string' },
        dosage: { type: 'string' },
        categoryId: uuid,
        isFeatured: { type: 'boolean' },
      },
    },
  },
} as const;

export const cartItems = { type: 'array', items: cartItem } as const;

export const cart = {
  type: 'object',
  description: 'The whole cart after a change, so the client can refresh its list and badge without another call.',
  properties: {
    message: { type: 'string' },
    items: cartItems,
    totalItems: { type: 'integer', description: 'Sum of quantities (the header badge).' },
    totalPrice: { type: 'number', description: 'Naira.' },
    notices: {
      type: 'array',
      items: { type: 'string' },
      description: 'What the shop took out of this cart since the shopper last saw it (a medicine withdrawn from sale), each told once.',
    },
  },
} as const;

export const cartNotices = {
  type: 'object',
  required: ['notices'],
  properties: { notices: { type: 'array', items: { type: 'string' } } },
} as const;

export const userIdQuery = { type: 'object', required: ['userId'], properties: { userId: uuid } } as const;
export const userIdParams = userIdQuery;
export const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;

export const addBody = {
  type: 'object',
  required: ['medicineId', 'quantity', 'userId'],
  properties: { medicineId: uuid, quantity, userId: uuid },
} as const;

export const updateBody = {
  type: 'object',
  required: ['cartItemId', 'quantity'],
  description: "A cart item as the client holds it; only cartItemId and quantity are used (the price is always the catalogue's).",
  properties: { cartItemId: uuid, quantity, userId: uuid, medicineId: uuid, price: { type: 'number' } },
} as const;

export const errors = documentedErrors(400, 401, 403, 404, 409, 429);

export type CartItemJson = Answer<typeof cartItem>;
export type CartJson = Answer<typeof cart>;
