import type { Context, TypedResponse } from 'hono';
import { Hono } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { z } from 'zod';
import type { AnswerOf, BodyOf, Download, Endpoint, NoBody, QueryOf, UrlQuery } from '@/shared/endpoint';
import { TWO_FACTOR_REQUIRED_MESSAGE } from '@/shared/two-factor';
import { AppError, forbidden, notSignedIn } from '../base/errors';
import type { AppEnv, Viewer } from './context';
import { readBody } from './http';
import { readQuery } from './params';

/**
 * Who may call a route. 'visitor' is anyone, signed in or not; 'approved-prestataire' is a
 * prestataire whose account an admin validated (docs/product.md#provider-validation). Lists mean
 * "any of these".
 */
export type Audience = 'visitor' | 'signed-in' | 'client' | 'prestataire' | 'approved-prestataire' | 'admin';

/** The audiences that need a session: every one but 'visitor'. */
export type SessionAudience = Exclude<Audience, 'visitor'>;

export interface Access<A extends Audience = Audience> {
  allow: A | readonly A[];
  /**
   * Ownership rule, checked after the audience: the viewer must own the resource the request names.
   * Return false to deny (403); throw notFound() when the resource does not exist.
   */
  owns?: (c: Context<AppEnv>, viewer: Viewer) => Promise<boolean>;
  /**
   * Open to an admin who has no second factor yet: the few routes that read the session, sign in or
   * out and enrol. Every other route answers them 403 `two_factor_required` (decision 074).
   */
  beforeTwoFactor?: true;
}

/**
 * The viewer a handler receives: certainly someone when every audience of its route needs a
 * session (the access rule already answered 401 to anyone else), maybe nobody when visitors may call.
 */
export type ViewerFor<A extends Audience> = 'visitor' extends A ? Viewer | null : Viewer;

/**
 * What a route's handler may answer, by the endpoint table: its answer type as JSON
 * (`c.json(answer)`; any other shape is a type error), no content for an entry that answers `null`
 * (`c.body(null, 204)`), any response for one that answers a file or a stream.
 */
export type AnswerResponse<E extends Endpoint> =
  AnswerOf<E> extends Download
    ? Response
    : [AnswerOf<E>] extends [null]
      ? Response & TypedResponse<null, 204, 'body'>
      : Response & TypedResponse<JSONParsed<AnswerOf<E>>>;

/** Whether two types are the same: each assignable to the other. */
type Same<X, Y> = [X] extends [Y] ? ([Y] extends [X] ? true : false) : false;

/** How an entry takes its body: JSON, an empty JSON object (`NoBody`), or none or a form upload. */
type BodyKind<E extends Endpoint> = [BodyOf<E>] extends [undefined]
  ? 'none'
  : [BodyOf<E>] extends [FormData]
    ? 'none'
    : Same<BodyOf<E>, NoBody> extends true
      ? 'empty'
      : 'json';

type CheckedBody<E extends Endpoint, B extends z.ZodType> = B &
  (Same<z.input<B>, BodyOf<E>> extends true
    ? unknown
    : { 'le schéma du corps diffère de la table': BodyOf<E> });

/**
 * A query schema fits the table when everything the web may send (the table's type) is what the
 * schema reads from a URL, key for key: a key one side has and the other not is a type error.
 */
type CheckedQuery<E extends Endpoint, Q extends z.ZodType> = Q &
  ([QueryOf<E>] extends [UrlQuery<z.input<Q>>]
    ? Same<keyof QueryOf<E>, keyof z.input<Q>> extends true
      ? unknown
      : { 'le schéma de la requête diffère de la table': QueryOf<E> }
    : { 'le schéma de la requête diffère de la table': QueryOf<E> });

/**
 * The schemas a route reads its input with (decision 088), held to the endpoint table: an entry that
 * takes a JSON body or a query names the schema that parses it, whose input is the table's type (a
 * schema that reads other fields than the web sends is a type error); an entry whose body is empty
 * may name one that checks it is an object; any other entry names none.
 */
export type RouteInputs<
  E extends Endpoint,
  B extends z.ZodType,
  Q extends z.ZodType,
> = (BodyKind<E> extends 'json'
  ? { body: CheckedBody<E, B> }
  : BodyKind<E> extends 'empty'
    ? { body?: CheckedBody<E, B> }
    : { body?: undefined }) &
  ([QueryOf<E>] extends [undefined] ? { query?: undefined } : { query: CheckedQuery<E, Q> });

/**
 * A request's input, parsed by the router with the route's schemas when the handler asks for it:
 * the handler decides the order (its path's id first, say), never the schema.
 */
export type RouteInput<B extends z.ZodType, Q extends z.ZodType> = ([B] extends [z.ZodNever]
  ? unknown
  : {
      /** The JSON body, parsed (French 400 otherwise). */
      body(): Promise<z.output<B>>;
    }) &
  ([Q] extends [z.ZodNever]
    ? unknown
    : {
        /** The query string, parsed (French 400 otherwise). */
        query(): z.output<Q>;
      });

export type RouteHandler<
  E extends Endpoint,
  A extends Audience,
  B extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
> = (
  c: Context<AppEnv>,
  viewer: ViewerFor<A>,
  input: RouteInput<B, Q>,
) => AnswerResponse<E> | Promise<AnswerResponse<E>>;

export const PENDING_PROVIDER_MESSAGE = 'Votre compte prestataire est en attente de validation.';
/** A prestataire refused at sign-up, or suspended after approval (decision 044). */
export const REFUSED_PROVIDER_MESSAGE =
  "Votre compte prestataire a été refusé ou suspendu par l'administration : vous ne pouvez pas modifier de salon.";

/**
 * An admin's powers need a second factor (decision 074): until they enrol, an admin may only read
 * their session, sign out and enrol. Decided from the session, on every request: an admin whose
 * second factor another admin reset is held back from their very next request.
 */
export const needsTwoFactorSetup = (viewer: Pick<Viewer, 'role' | 'twoFactorEnabled'>) =>
  viewer.role === 'admin' && !viewer.twoFactorEnabled;

export const twoFactorRequired = () => new AppError(403, 'two_factor_required', TWO_FACTOR_REQUIRED_MESSAGE);

function matches(viewer: Viewer, audience: Audience): boolean {
  switch (audience) {
    case 'visitor':
    case 'signed-in':
      return true;
    case 'approved-prestataire':
      return viewer.role === 'prestataire' && viewer.providerStatus === 'approved';
    default:
      return viewer.role === audience;
  }
}

/** Decides an audience rule for a viewer: null when allowed, otherwise the error to answer. */
export function denialFor(viewer: Viewer | null, allow: Access['allow']): AppError | null {
  const audiences: readonly Audience[] = typeof allow === 'string' ? [allow] : allow;
  if (audiences.includes('visitor')) return null;
  if (!viewer) return notSignedIn();
  if (audiences.some((audience) => matches(viewer, audience))) return null;
  if (audiences.includes('approved-prestataire') && viewer.role === 'prestataire') {
    if (viewer.providerStatus === 'rejected')
      return new AppError(403, 'provider_refused', REFUSED_PROVIDER_MESSAGE);
    return new AppError(403, 'provider_pending', PENDING_PROVIDER_MESSAGE);
  }
  return forbidden();
}

const NO_SCHEMA = (what: string) => () => {
  throw new Error(`Cette route ne déclare pas de schéma pour ${what}`);
};

/** The input of one request, read by the route's own schemas. */
function inputOf<B extends z.ZodType, Q extends z.ZodType>(
  c: Context<AppEnv>,
  schemas: { body?: B; query?: Q },
): RouteInput<B, Q> {
  const { body, query } = schemas;
  // The types offer `body()` and `query()` only to a route that names their schema.
  return {
    body: body ? () => readBody(c, body) : NO_SCHEMA('le corps'),
    query: query ? () => readQuery(c, query) : NO_SCHEMA('la requête'),
  } as RouteInput<B, Q>;
}

/**
 * The only way to add an API route: each one is an entry of the shared endpoint table (its method and
 * path, shared/endpoints/) and states its access rule, which runs before the handler (deny by
 * default). `declared` lets a test prove that every route registered on the router has one.
 */
export class ApiRouter {
  readonly hono = new Hono<AppEnv>();
  readonly declared = new Map<string, Access>();

  route<
    E extends Endpoint,
    A extends Audience,
    B extends z.ZodType = z.ZodNever,
    Q extends z.ZodType = z.ZodNever,
  >(endpoint: E, access: Access<A> & RouteInputs<E, B, Q>, handler: RouteHandler<E, A, B, Q>): this {
    const { method, path } = endpoint;
    const key = `${method} ${path}`;
    if (this.declared.has(key)) throw new Error(`Route déclarée deux fois : ${key}`);
    this.declared.set(key, access);
    this.hono.on(
      method,
      path,
      async (c, next) => {
        const viewer = c.get('viewer');
        if (viewer && needsTwoFactorSetup(viewer) && !access.beforeTwoFactor) throw twoFactorRequired();
        const denial = denialFor(viewer, access.allow);
        if (denial) throw denial;
        if (access.owns && viewer && !(await access.owns(c, viewer))) throw forbidden();
        await next();
      },
      // The rule above let this request through: for an audience without 'visitor', the viewer is set.
      (c) => handler(c, c.get('viewer') as ViewerFor<A>, inputOf(c, access)),
    );
    return this;
  }
}
