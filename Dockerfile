# Şarkı Falı as one image (ADR 031). Legacy builder friendly: no BuildKit features.
#   docker build -t sarki-fali .
#   docker run -p 127.0.0.1:5000:5000 -v sarki-data:/data sarki-fali

# 1. Build: every dependency, the client, the server bundle, the embedded database's seed.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only (the server bundle keeps its packages external; React and the
#    other client packages are inside dist/ already).
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Type declarations and source maps are of no use at run time (about a fifth of node_modules).
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force \
 && find node_modules -type f \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.map' \) -delete

# 3. Runtime: node, production node_modules and dist/, as the unprivileged user `node`.
FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    PORT=5000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 5000
# Liveness: the process answers and its database answers (see /api/health/ready for readiness).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||5000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1's child-free main process and gets SIGTERM directly (npm would not pass it
# on reliably); the flags are `npm start`'s. Shutdown waits up to 48 s for requests in flight.
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=8", "dist/server/main.js"]
