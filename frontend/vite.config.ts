import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs separately; in production it serves dist/ itself, so only dev needs a proxy.
const apiTarget = `http://127.0.0.1:${process.env.EMBERHOLD_API_PORT || 3000}`;

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.EMBERHOLD_WEB_PORT || 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads dist/.vite/manifest.json to find hashed entry assets when it renders the HTML shell.
    manifest: true,
    sourcemap: true,
  },
});
