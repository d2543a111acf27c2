# The service image (`runtime`, every main: docker-compose.yml picks one with `node dist/server/<service>.mjs`)
# and the gateway's (`gateway`).
# Built in two stages on Node 24 LTS: the first installs everything and compiles (the UI with Vite, the
# mains with esbuild: scripts/build-server.mjs); the second holds only the production dependencies, the
# compiled mains and the built UI, and runs as the unprivileged `node` user.

FROM node:24.21.0-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY infra/package.json infra/
COPY command-service/package.json command-service/
COPY query-service/package.json query-service/
COPY projections/package.json projections/
COPY workers/package.json workers/
COPY ui/package.json ui/
COPY standalone/package.json standalone/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The gateway: nginx with the built UI and gateway/nginx.conf (routes, security, gzip and cache headers).
FROM nginx:1.27.5-alpine AS gateway
COPY gateway/nginx.conf /etc/nginx/nginx.conf
COPY gateway/security-headers.conf /etc/nginx/security-headers.conf
COPY --from=build /app/ui/dist /usr/share/nginx/html

# The services (the default target).
FROM node:24.21.0-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/domain/package.json domain/
COPY --from=build /app/infra/package.json infra/
COPY --from=build /app/command-service/package.json command-service/
COPY --from=build /app/query-service/package.json query-service/
COPY --from=build /app/projections/package.json projections/
COPY --from=build /app/workers/package.json workers/
COPY --from=build /app/ui/package.json ui/
COPY --from=build /app/standalone/package.json standalone/
COPY --from=build /app/tests/package.json tests/
# The server workspaces' production dependencies only (not the UI's: it is built). better-sqlite3 comes
# prebuilt for Node 24 from its release; there is no compiler in this stage.
RUN npm ci --omit=dev --no-audit --no-fund \
      -w @dealbook/domain -w @dealbook/infra -w @dealbook/command-service -w @dealbook/query-service \
      -w @dealbook/projections -w @dealbook/workers -w @dealbook/standalone \
  && npm cache clean --force
COPY --from=build /app/dist/server dist/server
COPY --from=build /app/ui/dist ui/dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
ENV DATA_DIR=/app/data
EXPOSE 3000
# The one-process product by default (`docker run -p 3000:3000 dealbook`); compose names each service's main.
CMD ["node", "dist/server/standalone.mjs"]
