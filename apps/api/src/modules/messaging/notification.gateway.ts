import { WebSocketGateway, type OnGatewayConnection } from '@nestjs/websockets';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { AuthGuard } from '../../core/auth/auth.guard';
import { RealtimeService, SESSION_ENDED_CLOSE } from './realtime.service';

/**
 * `/api/message-sender/notification`: a signed-in user's live channel. The access token comes as the
 * `access_token` query parameter (browsers cannot set headers on a WebSocket); a bad one closes with 4401. The
 * socket lives as long as its session and its token: it closes with 4401 when the session ends on any instance
 * (logout, password change, deactivation, a reused refresh token, a revoked session) or when the token expires,
 * and the client reconnects with a fresh token.
 */
@WebSocketGateway({ path: '/api/message-sender/notification' })
export class NotificationGateway implements OnGatewayConnection {
  constructor(
    private readonly auth: AuthGuard,
    private readonly realtime: RealtimeService,
  ) {}

  async handleConnection(socket: WebSocket, req: IncomingMessage): Promise<void> {
    const token = new URL(req.url ?? '', 'http://localhost').searchParams.get('access_token');
    try {
      if (!token) throw new Error('no token');
      const { principal, expiresAt } = await this.auth.verifyToken(token);
      if (principal.kind !== 'staff') throw new Error('not staff');
      // registered under its session before the session is checked: an end published meanwhile closes it
      this.realtime.add(principal.subjectId, principal.sessionId, socket, expiresAt);
      if (!(await this.auth.isLive(principal))) throw new Error('session ended');
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'welcome' }));
    } catch {
      if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(SESSION_ENDED_CLOSE, 'unauthorized');
    }
  }
}
