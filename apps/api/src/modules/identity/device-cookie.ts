import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Signer } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure';
import { resolveJwtSecret } from '../../core/auth/secret';
import { newToken } from './crypto';

/** The device cookie's name and the routes it is sent to (sign-in and the code check live there). */
export const DEVICE_COOKIE = 'karsaz_device';
export const DEVICE_COOKIE_PATH = '/api/identity/user/v1';

/** What a valid device cookie says: this browser signed in as this user before. */
export interface Device {
  userId: number;
  /** the cookie's own random id: its failures are counted under it */
  nonce: string;
}

/**
 * OWASP's device cookies: after a successful sign-in the browser gets an HttpOnly, SameSite=Strict cookie (Secure
 * over https) naming the user, signed with a key derived from the token key. A sign-in that brings a valid cookie of
 * the same user is throttled only by that cookie's own failures, never by the lock of its address or account, so
 * one attacker cannot lock a whole office (one address behind NAT) or a user out.
 */
@Injectable()
export class DeviceCookies {
  private readonly signer: Signer;
  private readonly maxAgeSeconds: number;

  constructor(@Inject(INFRASTRUCTURE) infra: Infrastructure) {
    const secret = resolveJwtSecret(infra.config.auth.jwtSecret, infra.config.dataDir);
    this.signer = new Signer(createHmac('sha256', secret).update('karsaz device cookie').digest(), 'sha256');
    this.maxAgeSeconds = Math.round(infra.config.auth.deviceCookieDays * 24 * 3600);
  }

  /** The request's device cookie when it is signed by us and not too old; null otherwise. */
  read(req: FastifyRequest): Device | null {
    const raw = (req.cookies as Record<string, string | undefined> | undefined)?.[DEVICE_COOKIE];
    if (!raw) return null;
    const r = this.signer.unsign(raw);
    if (!r.valid || !r.value) return null;
    const m = /^(\d{1,10})\.([A-Za-z0-9_-]{43})\.(\d{1,12})$/.exec(r.value);
    if (!m) return null;
    const issuedAt = Number(m[3]);
    if (Date.now() / 1000 - issuedAt > this.maxAgeSeconds) return null;
    return { userId: Number(m[1]), nonce: m[2] };
  }

  /** Sets (or renews) the cookie after a successful sign-in; a cookie of the same user keeps its id. */
  issue(req: FastifyRequest, reply: FastifyReply, userId: number, previous: Device | null): void {
    const nonce = previous && previous.userId === userId ? previous.nonce : newToken();
    const value = this.signer.sign(`${userId}.${nonce}.${Math.floor(Date.now() / 1000)}`);
    reply.setCookie(DEVICE_COOKIE, value, {
      path: DEVICE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: req.protocol === 'https',
      maxAge: this.maxAgeSeconds,
    });
  }
}
