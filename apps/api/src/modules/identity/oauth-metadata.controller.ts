import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure';
import { Public, RawResponse } from '../../core/http/decorators';
import { GRANT_TYPES } from './token.controller';

const METADATA = {
  description: 'RFC 8414 metadata, not in the envelope',
  schema: {
    type: 'object',
    required: ['issuer', 'authorization_endpoint', 'token_endpoint'],
    properties: {
      issuer: { type: 'string' },
      authorization_endpoint: { type: 'string' },
      token_endpoint: { type: 'string' },
      grant_types_supported: { type: 'array', items: { type: 'string' } },
      response_types_supported: { type: 'array', items: { type: 'string' } },
      response_modes_supported: { type: 'array', items: { type: 'string' } },
      code_challenge_methods_supported: { type: 'array', items: { type: 'string' } },
      token_endpoint_auth_methods_supported: { type: 'array', items: { type: 'string' } },
      scopes_supported: { type: 'array', items: { type: 'string' } },
      subject_types_supported: { type: 'array', items: { type: 'string' } },
    },
  },
};

/**
 * Authorization-server metadata (RFC 8414), also at the OpenID configuration path that most client libraries
 * read first, so that a standard OAuth 2 client configures itself from the issuer URL. Karsaz issues OAuth 2
 * access tokens, not OpenID ID tokens: the document names no jwks_uri and no userinfo endpoint.
 */
@ApiTags('identity')
@Controller('.well-known')
export class OAuthMetadataController {
  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {}

  private metadata(req: FastifyRequest) {
    // OAUTH_ISSUER behind a proxy that rewrites the host; else the origin the caller used (TRUST_PROXY reads X-Forwarded-*)
    const issuer = this.infra.config.auth.oauthIssuer ?? `${req.protocol}://${req.host}`;
    return {
      issuer,
      authorization_endpoint: `${issuer}/connect/authorize`,
      token_endpoint: `${issuer}/connect/token`,
      grant_types_supported: [...GRANT_TYPES],
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      code_challenge_methods_supported: ['S256'],
      // none: a public client, which proves itself with PKCE (RFC 9700 2.1.1)
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      scopes_supported: ['karsaz'],
      subject_types_supported: ['public'],
    };
  }

  private send(req: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'public, max-age=3600');
    reply.header('access-control-allow-origin', '*');
    return this.metadata(req);
  }

  @Get('oauth-authorization-server')
  @Public()
  @RawResponse()
  @ApiOperation({ summary: 'OAuth 2 authorization-server metadata (RFC 8414)' })
  @ApiOkResponse(METADATA)
  authorizationServer(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.send(req, reply);
  }

  @Get('openid-configuration')
  @Public()
  @RawResponse()
  @ApiOperation({ summary: 'The same metadata at the OpenID configuration path (for client libraries that read it first)' })
  @ApiOkResponse(METADATA)
  openidConfiguration(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.send(req, reply);
  }
}
