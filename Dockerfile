# syntax=docker/dockerfile:1
# The site on a Node host: the production build served as `npm run serve` serves it, nginx (Debian's) in
# front of `next start`, the same command the end-to-end tests start. compose.yaml runs the image's
# `next start` twice behind the official nginx image instead.
#   docker build --build-arg PROVIDER_API_URL=https://provider.example.org --build-arg SITE_URL=https://www.example.org -t kvns-site .
#   docker run -p 3000:3000 -v kvns-outbox:/data/outbox -v kvns-images:/app/.next/cache -e FORM_OUTBOX_KEY=... kvns-site
# compose.yaml runs two of these beside one Redis.
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# Read at build time too (image hosts, revalidation periods): build with the values the image serves with.
ARG PROVIDER_API_URL
ARG SITE_URL
ARG CONTENT_REVALIDATE_SECONDS=300
# One key for every build, so a form on a page of the image before names Server Actions this one has.
ARG NEXT_SERVER_ACTIONS_ENCRYPTION_KEY
ENV NEXT_TELEMETRY_DISABLED=1
RUN npm run build && npm prune --omit=dev && rm -rf .next/cache

FROM node:${NODE_VERSION}-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    FORM_OUTBOX_DIR=/data/outbox
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends nginx && rm -rf /var/lib/apt/lists/* \
 && groupadd --system kvns && useradd --system --gid kvns --home-dir /app kvns \
 && mkdir -p /data/outbox /app/.next/cache && chown -R kvns:kvns /data /app
COPY --from=build --chown=kvns:kvns /app /app
USER kvns
# The form outbox (posts waiting for the provider, with their key unless FORM_OUTBOX_KEY is given) and the
# image optimiser's cache: both outlive the container.
VOLUME ["/data/outbox", "/app/.next/cache"]
EXPOSE 3000
# Ready: serving, not stopping, and the outbox open.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node as the process itself (not npm), so SIGTERM reaches the pair's stop: nginx first, then Next.
CMD ["node", "scripts/serve.mjs"]
