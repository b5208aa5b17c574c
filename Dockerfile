# syntax=docker/dockerfile:1
# The production image (docs/operations.md): the compiled server and the built web app on
# Node 20, production dependencies only, run as the unprivileged user 'node' from a
# read-only /app. Settings come from the environment; production refuses unsafe ones.
#   docker build -t ikkunanpesu .
#   docker run --env-file production.env -p 3000:3000 ikkunanpesu

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY scripts/start.mjs ./scripts/
COPY --from=build /app/dist ./dist
# Files stay root's: the server only reads /app. DATA_DIR is its one writable place (the
# embedded database, or mail files when SMTP_URL is unset).
RUN mkdir /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
