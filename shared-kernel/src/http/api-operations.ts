// The types of the typed API client (typed-api.ts), read from the paths of the API's OpenAPI
// document (../types/api.generated.ts): which paths answer which method, the path and query
// parameters and the body each operation takes, and what it answers.
import type { paths } from '../types/api.generated';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type BodyMethod = 'post' | 'put' | 'patch';

/** The paths that answer `M` (a path item lists the methods it lacks as `?: never`). */
export type PathsFor<M extends HttpMethod> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];

export type Operation<P extends keyof paths, M extends HttpMethod> = NonNullable<paths[P][M]>;

/**
 * Uploads the OpenAPI document describes in words only (its multipart routes carry no request
 * body schema): these take a FormData.
 */
export type MultipartPath = '/api/medicine/uploadImage' | '/api/prescriptions';

type Present<T> = [T] extends [never] ? false : [T] extends [undefined] ? false : true;

type PathParams<O> = O extends { parameters: { path: infer X } } ? X : never;
type QueryParams<O> = O extends { parameters: { query?: infer X } } ? Exclude<X, undefined> : never;
type QueryRequired<O> = O extends { parameters: { query: object } } ? true : false;

/** The query an operation takes. */
export type QueryOf<P extends keyof paths, M extends HttpMethod> = QueryParams<Operation<P, M>>;

/** `{ path, query }` as the operation takes them; required when a path parameter or a required query is. */
export type ParamsOf<O> = (Present<PathParams<O>> extends true ? { path: PathParams<O> } : { path?: never }) &
  (Present<QueryParams<O>> extends true
    ? QueryRequired<O> extends true
      ? { query: QueryParams<O> }
      : { query?: QueryParams<O> }
    : { query?: never });

type NeedsParams<O> = Present<PathParams<O>> extends true ? true : QueryRequired<O>;

type JsonBody<O> = O extends { requestBody?: infer R } ? (R extends { content: { 'application/json': infer B } } ? B : never) : never;
type BodyRequired<O> = O extends { requestBody: { content: object } } ? true : false;

/** The body a call sends: the operation's JSON, a FormData for an upload, or none. */
export type BodyOf<P extends keyof paths, M extends HttpMethod> = P extends MultipartPath ? FormData : JsonBody<Operation<P, M>>;

type NeedsBody<P extends keyof paths, M extends HttpMethod> = P extends MultipartPath ? true : BodyRequired<Operation<P, M>>;

/** What the axios underneath may be told besides parameters and body. */
export interface TransportOptions {
  /** Leave a 401 from this call alone (login, logout). */
  skipAuthRefresh?: boolean;
  /** 'blob' for a file the API answers (the answer is then a Blob). */
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
}

type ParamsOption<O> = NeedsParams<O> extends true ? { params: ParamsOf<O> } : { params?: ParamsOf<O> };
type BodyOption<P extends keyof paths, M extends HttpMethod> =
  Present<BodyOf<P, M>> extends true ? (NeedsBody<P, M> extends true ? { body: BodyOf<P, M> } : { body?: BodyOf<P, M> }) : { body?: never };

/** The second argument of a call: its parameters, its body and transport options. */
export type CallOptions<P extends keyof paths, M extends HttpMethod> = ParamsOption<Operation<P, M>> & BodyOption<P, M> & TransportOptions;

type Required<P extends keyof paths, M extends HttpMethod> =
  NeedsParams<Operation<P, M>> extends true ? true : M extends BodyMethod ? NeedsBody<P, M> : false;

/** The options argument, left out when nothing in it is required. */
export type CallArgs<P extends keyof paths, M extends HttpMethod, Opts> =
  Required<P, M> extends true ? [options: Opts & CallOptions<P, M>] : [options?: Opts & CallOptions<P, M>];

type SuccessStatus = 200 | 201 | 202 | 204;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : R extends { content?: never } ? void : unknown;

/** The JSON an operation answers on success (200, 201, 202; nothing for 204). */
export type AnswerOf<P extends keyof paths, M extends HttpMethod> =
  Operation<P, M> extends { responses: infer R } ? { [S in keyof R]: S extends SuccessStatus ? JsonOf<R[S]> : never }[keyof R] : never;

/** A file call (responseType 'blob') answers a Blob; every other call the operation's JSON. */
export type DataOf<P extends keyof paths, M extends HttpMethod, Opts> = Opts extends { responseType: 'blob' } ? Blob : AnswerOf<P, M>;
