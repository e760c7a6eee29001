# The Karsaz image: one build serves the API (with the SPA) and, with another command, the worker.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@12.21.0
COPY . .
RUN pnpm install --frozen-lockfile \
 && pnpm --filter @karsaz/domain --filter @karsaz/entities --filter @karsaz/api --filter @karsaz/web run build \
 && pnpm prune --prod --filter @karsaz/api... 2>/dev/null || true

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build /app /app
EXPOSE 3000
USER node
CMD ["node", "apps/api/dist/main.js"]
