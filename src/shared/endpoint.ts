// One API route as both sides see it: its method and path (Hono's syntax, `/salons/:id`), and, as
// types only, what it takes and what it answers. The server registers its routes from these entries
// (`ApiRouter.route` in server/lib/access.ts) and the web calls them through `callApi`
// (web/lib/api-client.ts), so a path or a type cannot drift between the two (decision 062).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route takes and answers; `body` and `query` are left out when it takes none. */
export interface Contract {
  answer: unknown;
  body?: unknown;
  query?: unknown;
}

/** The key of the types-only part of an entry: never set at run time. */
declare const contract: unique symbol;

export interface Endpoint<M extends HttpMethod = HttpMethod, P extends string = string, C = Contract> {
  readonly method: M;
  readonly path: P;
  readonly [contract]?: C;
}

/**
 * An entry of the table, e.g. `endpoint<{ answer: SalonDetail }>()('GET', '/salons/:id')`. Two calls
 * so that the contract is written out while the method and path are inferred as literal types.
 */
export function endpoint<C extends Contract>() {
  return <M extends HttpMethod, P extends string>(method: M, path: P): Endpoint<M, P, C> => ({
    method,
    path,
  });
}

type ContractOf<E extends Endpoint> = NonNullable<E[typeof contract]>;
export type AnswerOf<E extends Endpoint> = ContractOf<E> extends { answer: infer A } ? A : never;
export type BodyOf<E extends Endpoint> = ContractOf<E> extends { body: infer B } ? B : undefined;
export type QueryOf<E extends Endpoint> = ContractOf<E> extends { query: infer Q } ? Q : undefined;

/** The names of a path's parameters: `'id'` for `/salons/:id/photos`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<E extends Endpoint> = Record<ParamNames<E['path']>, string>;

/** A body the server does not read, sent as `{}` by the pages that always sent one. */
export type NoBody = Record<string, never>;

/** An answer that is a file or a stream, opened by its address (a link, an EventSource), never read as JSON. */
export interface Download {
  readonly download: 'file' | 'event-stream';
}

/** A value a query string carries: text or a number; undefined leaves the key out. */
export type QueryValue = string | number | undefined;

/**
 * What a query string can carry of a schema's input: the values the schema takes as they are, and
 * text or a number where it coerces (its input is `unknown` then).
 */
export type UrlQuery<T> = { [K in keyof T]: unknown extends T[K] ? QueryValue : T[K] & QueryValue };

/** Where the server mounts the table's routes (server/app.ts): every entry's address starts here. */
export const API_PREFIX = '/api';

/** An entry's address: `/api`, its path with its parameters, its query. */
export function apiPath(entry: Endpoint, params?: Readonly<Record<string, string>>, query?: object): string {
  return `${API_PREFIX}${pathOf(entry.path, params)}${searchOf(query)}`;
}

/** The path with its parameters filled in, each encoded as one segment. */
export function pathOf(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Expected the path parameter ${name} of ${path}`);
    return encodeURIComponent(value);
  });
}

/** `?a=1&b=x` in the query object's own key order, undefined values left out; '' for none. */
export function searchOf(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' || typeof value === 'number') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * What a call of one entry takes: its path's parameters, its query and its body, each required
 * exactly when the entry has one (the web's `callApi` and the API tests' client both take it).
 */
export type EntryOptions<E extends Endpoint> = ([ParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<E> }) &
  ([QueryOf<E>] extends [undefined]
    ? { query?: undefined }
    : Record<string, never> extends QueryOf<E>
      ? { query?: QueryOf<E> }
      : { query: QueryOf<E> }) &
  ([BodyOf<E>] extends [undefined] ? { body?: undefined } : { body: BodyOf<E> });
