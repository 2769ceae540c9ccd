# syntax=docker/dockerfile:1
# One front end (the shell or a remote) as its own static image: nginx serving its production
# build. Every front end builds from this file with its own APP, so each still ships alone:
#   docker compose build catalog-mfe && docker compose up -d catalog-mfe
# or, from the repository root without Compose:
#   docker build -f deploy/front-end.Dockerfile --build-arg APP=catalog-mfe -t e-pharmacy-catalog-mfe .
# APP: shell, catalog-mfe, cart-checkout-mfe, account-mfe or admin-mfe.
# HEALTH_FILE: the file nginx must serve for the container to count as healthy (index.html for the
# shell, remoteEntry.js for a remote).
ARG APP
ARG HEALTH_FILE=remoteEntry.js

FROM node:20.20-bookworm-slim AS build
ARG APP
RUN test -n "$APP" || (echo "Set --build-arg APP=<front end>" >&2; exit 1)
WORKDIR /app
# npm ci needs every workspace's manifest to match the lock; only the build's own packages install.
COPY package.json package-lock.json ./
COPY shared-kernel/package.json shared-kernel/
COPY care-kit/package.json care-kit/
COPY prescriptions-kit/package.json prescriptions-kit/
COPY delivery-kit/package.json delivery-kit/
COPY vigilance-kit/package.json vigilance-kit/
COPY legal-kit/package.json legal-kit/
COPY batches-kit/package.json batches-kit/
COPY medication-safety-kit/package.json medication-safety-kit/
COPY shell/package.json shell/
COPY catalog-mfe/package.json catalog-mfe/
COPY cart-checkout-mfe/package.json cart-checkout-mfe/
COPY account-mfe/package.json account-mfe/
COPY admin-mfe/package.json admin-mfe/
COPY api/package.json api/
COPY paystack-sandbox/package.json paystack-sandbox/
COPY e2e/package.json e2e/
# The kernel and the shop's feature packages (*-kit) are sources compiled into the front end.
RUN npm ci --include-workspace-root --workspace shared-kernel --workspace care-kit --workspace prescriptions-kit --workspace delivery-kit --workspace vigilance-kit --workspace legal-kit --workspace batches-kit --workspace medication-safety-kit --workspace "$APP" --no-audit --no-fund
COPY tsconfig.base.json ./
COPY tooling/webpack tooling/webpack
COPY shared-kernel shared-kernel
COPY care-kit care-kit
COPY prescriptions-kit prescriptions-kit
COPY delivery-kit delivery-kit
COPY vigilance-kit vigilance-kit
COPY legal-kit legal-kit
COPY batches-kit batches-kit
COPY medication-safety-kit medication-safety-kit
# The front end's own sources (.dockerignore keeps node_modules and dist out).
COPY ${APP} ${APP}
RUN npm run build --workspace "$APP"

FROM nginx:1.27-alpine
ARG APP
ARG HEALTH_FILE
# nginx's image renders /etc/nginx/templates/*.template with these variables at start.
ENV STATIC_LISTEN=80 \
    STATIC_ROOT=/usr/share/nginx/html \
    STATIC_NAME=${APP} \
    NGINX_SNIPPETS=/etc/nginx/snippets \
    HEALTH_FILE=${HEALTH_FILE} \
    RELEASE_STORE=/usr/share/nginx/releases
COPY nginx/snippets /etc/nginx/snippets
COPY nginx/templates/static-site.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
# The release store (docs/releases.md) is mounted here; empty, the build above is what is served.
RUN mkdir -p /usr/share/nginx/releases
EXPOSE 80
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD wget -q -O /dev/null "http://127.0.0.1/$HEALTH_FILE"
