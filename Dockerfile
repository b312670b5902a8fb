# Image for the bot. Today the repository holds the rules engine and its data; the Discord bot
# (npm start) arrives with the bot issue, and this image's command changes to it then. Until then
# the image validates the game data it carries, which is also what the bot does at start-up.
FROM node:20-slim

WORKDIR /app
ENV NODE_ENV=production

# Dependencies first, for layer caching. tsx runs the TypeScript sources directly; the canvas
# library and the fonts every picture needs (Noto Sans, Arabic, SC, TC) come from npm with them.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund && npm cache clean --force

COPY tsconfig.json ./
COPY src ./src
COPY commands ./commands
COPY assets ./assets

# Games are stored under /app/data (SQLite by default): keep it on a volume.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node

CMD ["npx", "tsx", "src/assets/check.ts"]
