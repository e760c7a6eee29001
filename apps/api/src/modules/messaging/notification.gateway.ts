import { WebSocketGateway, type OnGatewayConnection } from '@nestjs/websockets';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { AuthGuard } from '../../core/auth/auth.guard';
import { RealtimeService, SESSION_ENDED_CLOSE } from './realtime.service';
import { RealtimeTopics } from './realtime-topics';
import { holderOf, holdsAccess } from '../../core/auth/access';
import { PrismaClient } from '../../core/database/database';
import type { Principal } from '../../core/auth/principal';

/**
 * `/api/message-sender/notification`: a signed-in user's live channel. The access token comes as the
 * `access_token` query parameter (browsers cannot set headers on a WebSocket); a bad one closes with 4401. The
 * socket lives as long as its session and its token: it closes with 4401 when the session ends on any instance
 * (logout, password change, deactivation, a reused refresh token, a revoked session) or when the token expires,
 * and the client reconnects with a fresh token.
 *
 * Besides the user's own pushes, a socket may listen to a topic of its company (`{"type":"listen","topic":…}`,
 * answered `listening` or `refused`; `{"type":"leave",…}` stops it): a live map's moves. Each topic is guarded by
 * a menu and an action (RealtimeTopics), checked when the socket asks.
 */
@WebSocketGateway({ path: '/api/message-sender/notification' })
export class NotificationGateway implements OnGatewayConnection {
  constructor(
    private readonly auth: AuthGuard,
    private readonly realtime: RealtimeService,
    private readonly topics: RealtimeTopics,
    private readonly prisma: PrismaClient,
  ) {}

  async handleConnection(socket: WebSocket, req: IncomingMessage): Promise<void> {
    const token = new URL(req.url ?? '', 'http://localhost').searchParams.get('access_token');
    try {
      if (!token) throw new Error('no token');
      const { principal, expiresAt } = await this.auth.verifyToken(token);
      if (principal.kind !== 'staff') throw new Error('not staff');
      // registered under its session before the session is checked: an end published meanwhile closes it
      this.realtime.add(principal.subjectId, principal.sessionId, socket, expiresAt);
      socket.on('message', (raw) => void this.onMessage(socket, principal, String(raw)));
      if (!(await this.auth.isLive(principal))) throw new Error('session ended');
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'welcome' }));
    } catch {
      if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(SESSION_ENDED_CLOSE, 'unauthorized');
    }
  }

  private async onMessage(socket: WebSocket, principal: Principal, raw: string): Promise<void> {
    let ask: { type?: unknown; topic?: unknown };
    try {
      ask = JSON.parse(raw) as typeof ask;
    } catch {
      return;
    }
    if (typeof ask?.topic !== 'string' || principal.companyId === null) return;
    const topic = ask.topic;
    if (ask.type === 'leave') return this.realtime.leave(socket, principal.companyId, topic);
    if (ask.type !== 'listen') return;
    const rule = this.topics.rule(topic);
    const granted = rule !== undefined && (await holdsAccess(this.prisma, holderOf(principal), rule).catch(() => false));
    if (granted) this.realtime.listen(socket, principal.companyId, topic);
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: granted ? 'listening' : 'refused', topic }));
  }
}
