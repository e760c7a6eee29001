import { RequestMethod } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { declaredAccess } from '../../src/core/auth/access';
import { startTestApp, type TestApp } from './support';
import { USER, signUpUser } from './identity-support';

interface Route {
  method: string;
  path: string;
  declared: ReturnType<typeof declaredAccess>;
}

/** Every route of the application, read from Nest's own metadata. */
function routeTable(t: TestApp): Route[] {
  const discovery = t.app.get(DiscoveryService);
  const reflector = t.app.get(Reflector);
  const routes: Route[] = [];
  for (const wrapper of discovery.getControllers()) {
    const ctrl = wrapper.metatype as (new (...a: never[]) => unknown) | undefined;
    if (!ctrl) continue;
    const base = String(Reflect.getMetadata(PATH_METADATA, ctrl) ?? '');
    for (const name of Object.getOwnPropertyNames(ctrl.prototype)) {
      const handler = ctrl.prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const path = Reflect.getMetadata(PATH_METADATA, handler);
      if (path === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
      routes.push({ method, path: `/${base}/${path}`.replace(/\/+/g, '/').replace(/\/$/, ''), declared: declaredAccess(reflector, [handler, ctrl]) });
    }
  }
  return routes;
}

describe('who may call what (CONTRACT.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ modules: [DiscoveryModule] });
  });
  afterAll(() => t.close());

  it('has a declaration on every route: public, signed in, applicant, or a menu and action', () => {
    const routes = routeTable(t);
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((r) => r.declared === null).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('answers 401 without a token and 403 to a signed-in user without the right, on every menu-guarded route', async () => {
    const nobody = await signUpUser(t);
    const guarded = routeTable(t).filter((r) => r.declared === 'menu');
    expect(guarded.length).toBeGreaterThan(5);
    for (const r of guarded) {
      const call = (token?: string) => {
        const req = t.http()[r.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](r.path);
        return token ? req.set('Authorization', `Bearer ${token}`) : req;
      };
      expect([r.path, (await call()).status]).toEqual([r.path, 401]);
      expect([r.path, (await call(nobody.tokens.access_token)).status]).toEqual([r.path, 403]);
    }
    expect(guarded.some((r) => r.path === `${USER}/createByAdmin`)).toBe(true);
    // two calls on each of several hundred routes: minutes on a busy two-core machine
  }, 300_000);
});
