import { Injectable } from '@nestjs/common';
import type { AccessRule } from '../../core/auth/access';

/**
 * The topics a live channel may listen to (a company's rescue map), each guarded like a route: by a menu and an
 * action held through a role. A module defines its topics when it starts; the gateway asks here before it lets a
 * socket listen, and a socket hears only its own company's messages of the topic (RealtimeService.publish).
 */
@Injectable()
export class RealtimeTopics {
  private readonly rules = new Map<string, AccessRule>();

  define(topic: string, rule: AccessRule): void {
    this.rules.set(topic, rule);
  }

  rule(topic: string): AccessRule | undefined {
    return this.rules.get(topic);
  }
}
