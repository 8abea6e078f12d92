// The browser test: Debian's chromium (never a downloaded browser), the
// page served by serve.mjs on a free loopback port. scripts/web-test runs it.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.BOARDROOM_WEB_PORT ?? 8018);

export default defineConfig({
  testDir: './tests',
  timeout: 120_000,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: ['--no-sandbox'],
    },
  },
  webServer: {
    command: `node serve.mjs ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
});
