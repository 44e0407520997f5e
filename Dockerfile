# syntax=docker/dockerfile:1
# The dashboard as one image: web app and API on port 3000. Build: docker build -t dashboard .
# The build stage runs deploy/build.sh, the script CI runs; the final stage holds only its release/
# tree, the one the cluster test starts (npm run test:cluster), so what this image runs is tested
# without Docker (decision 017).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN sh deploy/build.sh

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root and read-only for the server; only DATA_DIR (the embedded database, the generated
# auth secret, the development outbox) is writable.
COPY --from=build /app/release /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 CMD ["node", "healthcheck.mjs"]
# SIGTERM: the server stops accepting, finishes requests in flight (at most 8 s), then exits.
STOPSIGNAL SIGTERM
CMD ["node", "main.js"]
