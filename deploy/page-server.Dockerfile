# syntax=docker/dockerfile:1
# The page server (scripts/page-server.ts): nginx asks it for every app page, and it writes the
# route's preload hints and first view into the shell's index.html. One bundled file on Node; it
# reads the shell and remotes from the front door, so it is not rebuilt when they are.
#   docker build -f deploy/page-server.Dockerfile -t e-pharmacy-pages .
FROM node:20.20-bookworm-slim AS build
WORKDIR /app
# Only the bundler, at the version package.json pins (tooling/deploy checks they agree); the server
# itself uses nothing but Node.
RUN npm install --no-save --no-audit --no-fund esbuild@0.27.7
COPY scripts scripts
# The same command scripts/lib/nginx.ts runs for the production-topology journey.
RUN npx esbuild scripts/page-server.ts --bundle --platform=node --format=esm --target=node20 --outfile=dist/page-server.mjs

FROM node:20.20-bookworm-slim
ENV NODE_ENV=production PORT=8085
WORKDIR /app
COPY --from=build /app/dist/page-server.mjs ./
USER node
EXPOSE 8085
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD node -e "fetch('http://127.0.0.1:8085/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "page-server.mjs"]
