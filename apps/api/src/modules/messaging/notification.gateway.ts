import { WebSocketGateway, type OnGatewayConnection } from '@nestjs/websockets';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { AuthGuard } from '../../core/auth/auth.guard';
import { RealtimeService } from './realtime.service';

/**
 * `/api/message-sender/notification`: a signed-in user's live channel. The access token comes as the
 * `access_token` query parameter (browsers cannot set headers on a WebSocket); a bad one closes with 4401.
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
      const principal = await this.auth.authenticate(token);
      if (principal.kind !== 'staff') throw new Error('not staff');
      this.realtime.add(principal.subjectId, socket);
      socket.send(JSON.stringify({ type: 'welcome' }));
    } catch {
      socket.close(4401, 'unauthorized');
    }
  }
}
