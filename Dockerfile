# The Karsaz image: one build serves the API (with the SPA) and, with another command, the worker.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@12.21.0
COPY . .
# Every step must succeed: a failed install, build or prune fails the image build; nothing hides an error.
RUN pnpm install --frozen-lockfile
RUN pnpm --filter @karsaz/domain --filter @karsaz/entities --filter @karsaz/api --filter @karsaz/web run build
# Keep only what the API and the worker need at run time (the migrator's engine is a runtime dependency).
RUN pnpm prune --prod --filter @karsaz/api...

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build /app /app
EXPOSE 3000
USER node
# The API's healthcheck; the worker service overrides it with `node apps/api/dist/cli/healthcheck.js worker`.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 CMD ["node", "apps/api/dist/cli/healthcheck.js"]
CMD ["node", "apps/api/dist/main.js"]
