import type { Context, Handler } from 'hono';
import { Hono } from 'hono';
import type { AppEnv, Viewer } from './context';
import { AppError, forbidden, notSignedIn } from './errors';

/**
 * Who may call a route. 'visitor' is anyone, signed in or not; 'approved-prestataire' is a
 * prestataire whose account an admin validated (DECISIONS R1). Lists mean "any of these".
 */
export type Audience = 'visitor' | 'signed-in' | 'client' | 'prestataire' | 'approved-prestataire' | 'admin';

export interface Access {
  allow: Audience | readonly Audience[];
  /**
   * Ownership rule, checked after the audience: the viewer must own the resource the request names.
   * Return false to deny (403); throw notFound() when the resource does not exist.
   */
  owns?: (c: Context<AppEnv>, viewer: Viewer) => Promise<boolean>;
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export const PENDING_PROVIDER_MESSAGE = 'Votre compte prestataire est en attente de validation.';

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
    return new AppError(403, 'provider_pending', PENDING_PROVIDER_MESSAGE);
  }
  return forbidden();
}

/**
 * The only way to add an API route: each one states its access rule, which runs before the handler
 * (deny by default). `declared` lets a test prove that every route registered on the router has one.
 */
export class ApiRouter {
  readonly hono = new Hono<AppEnv>();
  readonly declared = new Map<string, Access>();

  route(method: Method, path: string, access: Access, handler: Handler<AppEnv>): this {
    const key = `${method.toUpperCase()} ${path}`;
    if (this.declared.has(key)) throw new Error(`Route déclarée deux fois : ${key}`);
    this.declared.set(key, access);
    this.hono.on(
      method.toUpperCase(),
      path,
      async (c, next) => {
        const viewer = c.get('viewer');
        const denial = denialFor(viewer, access.allow);
        if (denial) throw denial;
        if (access.owns && viewer && !(await access.owns(c, viewer))) throw forbidden();
        await next();
      },
      handler,
    );
    return this;
  }
}
