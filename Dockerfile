# One image for every service; docker-compose.yml picks the entry point.
FROM node:20-bookworm
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
