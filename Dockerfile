# syntax=docker/dockerfile:1
# Developer Portal: build the page store and the client and server bundles, then run the build folder alone.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# .git stays out of the image, so the build cannot ask git when each page last changed: pass the
# commit's time (--build-arg SOURCE_DATE_EPOCH=$(git log -1 --format=%ct)) to date the pages by
# it; without it they carry no date. Never the files' times, which differ from clone to clone.
ARG SOURCE_DATE_EPOCH
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000
WORKDIR /app
# The build folder is all the server needs: the page store, the client and public files, and the
# server bundle with its packages inside (scripts/buildServer.ts). No node_modules, no sources.
COPY --from=build /app/dist ./dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+(process.env.BASE_URL||'/')+'healthz',{redirect:'manual'}).then(r=>process.exit(r.status===200?0:1),()=>process.exit(1))"
# node itself is PID 1's child of nothing else: SIGTERM reaches the server directly.
CMD ["node", "--max-semi-space-size=4", "dist/server/main.js"]
