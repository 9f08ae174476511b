# syntax=docker/dockerfile:1
# Developer Portal: build the client bundle and page store, then run with production deps only.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    # tsx would otherwise write its transform cache under /tmp; the root file system is read-only.
    TSX_DISABLE_CACHE=1
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# tsconfig.json tells tsx how to compile the JSX of the server-rendered components.
COPY tsconfig.json ./
COPY server ./server
COPY shared ./shared
COPY client ./client
COPY public ./public
COPY --from=build /app/dist ./dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+(process.env.BASE_URL||'/')+'healthz',{redirect:'manual'}).then(r=>process.exit(r.status===200?0:1),()=>process.exit(1))"
# node itself is PID 1's child of nothing else: SIGTERM reaches the server directly.
CMD ["node", "--import", "tsx", "server/main.ts"]
