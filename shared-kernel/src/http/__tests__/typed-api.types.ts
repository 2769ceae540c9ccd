// Type-level test of the typed API client, checked by `npx tsc --noEmit -p shared-kernel` (never
// run): each `@ts-expect-error` line must fail to compile, so if the client stopped checking paths,
// methods, parameters or bodies, tsc would report the directive as unused and fail.
import { api, publicApi } from '../typed-api';
import type { Medicine, Order } from '../../types/entities';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectType = <T extends true>(_proof?: T) => undefined;

export async function typedCalls(id: string) {
  // The answer's type is the schema's: no field it lacks.
  // @ts-expect-error -- an order has no `colour`
  void (await api.get('/api/Order/{id}', { params: { path: { id } } })).data.colour;

  // Right calls compile, and their answers carry the schema's type.
  const order = await api.get('/api/Order/{id}', { params: { path: { id } } });
  expectType<Equal<typeof order.data, Order>>();
  const medicine = await publicApi.get('/api/medicine/{id}', { params: { path: { id } } });
  expectType<Equal<typeof medicine.data, Medicine>>();
  await api.get('/api/Order', { params: { query: { page: 1, pageSize: 20 } } });
  await api.put('/api/Order/{id}', { params: { path: { id } }, body: { status: 'Canceled' } });
  await api.post('/api/payment/reconcile');
  await api.post('/api/medicine/uploadImage', { body: new FormData() });

  // A path the API does not have.
  // @ts-expect-error -- no such path
  await api.get('/api/orders/{id}', { params: { path: { id } } });
  // A path the API has, with a method it does not answer.
  // @ts-expect-error -- /api/Order/place takes POST only
  await api.get('/api/Order/place');
  // @ts-expect-error -- the public client reads only (GET)
  await publicApi.get('/api/Order/place');
  // A missing path parameter, and a wrongly named one.
  // @ts-expect-error -- {id} is required
  await api.get('/api/Order/{id}');
  // @ts-expect-error -- the parameter is {id}, not {orderId}
  await api.get('/api/Order/{id}', { params: { path: { orderId: id } } });
  // A query parameter the operation does not take, and one of the wrong type.
  // @ts-expect-error -- /api/Order has no `colour` query
  await api.get('/api/Order', { params: { query: { colour: 'red' } } });
  // @ts-expect-error -- page is a number
  await api.get('/api/Order', { params: { query: { page: 'one' } } });
  // A body of the wrong shape, a missing required body, and a body where none is taken.
  // @ts-expect-error -- status is one of the order statuses
  await api.put('/api/Order/{id}', { params: { path: { id } }, body: { status: 'Lost' } });
  // @ts-expect-error -- place needs a userId and a reference
  await api.post('/api/Order/place', { body: { userId: id } });
  // @ts-expect-error -- a status change needs its body
  await api.put('/api/Order/{id}', { params: { path: { id } } });
  // @ts-expect-error -- reconcile takes no body
  await api.post('/api/payment/reconcile', { body: { all: true } });
  // @ts-expect-error -- an upload takes a FormData, not JSON
  await api.post('/api/medicine/uploadImage', { body: { file: 'x' } });
  return [order.data, medicine.data];
}
