import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The client lives in client/; the server serves the build from dist/client.
export default defineConfig({
  root: 'client',
  publicDir: '../assets/public',
  plugins: [react()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
