# The bot's image: `docker build -t talon-bot .` then
#   docker run -d --name talon -e DISCORD_TOKEN=... -v talon-data:/app/data talon-bot
# or, with PostgreSQL beside it, `docker compose up -d` (docker-compose.yml; README "Running in production").
# Non-root, games on a volume, fonts and the canvas library from npm (nothing fetched at run time).

# Build stage: installs every dependency, compiles the bot to dist/ as `npm ci` does on a host (issue 45:
# the image runs compiled JavaScript, as `npm start` does), then drops the development dependencies.
# sqlite3 (under @keyv/sqlite) is compiled from its bundled source, so the install fetches nothing but
# npm packages; the compiler stays out of the final image.
FROM node:20-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
ENV npm_config_build_from_source=true
# The dependencies' own install scripts (sqlite3's compile) run in `npm rebuild`; the project's prepare
# step (the build) would find no sources yet, so it waits for them: a change to the code then reuses
# this layer, and sqlite3 is not compiled again.
RUN npm ci --ignore-scripts --no-audit --no-fund && npm rebuild
COPY tsconfig.json tsconfig.build.json ./
COPY scripts ./scripts
COPY src ./src
COPY commands ./commands
RUN npm run build && npm prune --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:20-slim
WORKDIR /app
ENV NODE_ENV=production
# glibc hands each large buffer (a map's pixels, 5-8 MB) fresh from the kernel and back, paying a page
# fault per 4 KB every time a picture is read: kept in the heap instead, reading a map's pixels takes
# 2 ms rather than 17 (npm start and npm run bench set the same; README "Pictures").
ENV MALLOC_MMAP_THRESHOLD_=33554432 MALLOC_TRIM_THRESHOLD_=134217728
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY assets ./assets

# Games are stored under /app/data (SQLite by default, STORE_URL=sqlite://data/talon.sqlite).
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node

# The bot validates its data and command modules at start-up and explains a missing token. The garbage
# collector works on the bot's own thread (--single-threaded-gc, as npm start): its helper threads
# otherwise ran beside the map encoder on a small host's few cores (README "Benchmarks").
CMD ["node", "--single-threaded-gc", "dist/src/bot/main.js"]
