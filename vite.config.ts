import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const pixiFile = (rel: string) => new RegExp(`[\\\\/]pixi\\.js[\\\\/]lib[\\\\/]${rel.replace(/[/.]/g, (c) => (c === '/' ? '[\\\\/]' : '\\.'))}$`);

/**
 * Pixi's canvas utilities (every Pixi bundle loads them, the WebGL one too, through its text code) run
 * `canUseNewCanvasBlendModes()` when the module loads: two small 2D canvases drawn with 'multiply' and
 * read back with getImageData. The readback waits for the GPU process, which with software GL
 * (SwiftShader) is still starting WebGL when the map opens (0.5 to 1.3 s on the main thread), and the
 * drawing costs the GPU process CPU time. Only Pixi's canvas renderer (tinting) uses the answer, the
 * map never does, and every browser that runs this client supports 'multiply': the probe is replaced
 * by its answer in the build.
 */
function skipPixiBlendModeProbe(): Plugin {
  const blend = pixiFile('rendering/renderers/canvas/utils/canUseNewCanvasBlendModes.mjs');
  return {
    name: 'ak-skip-pixi-blend-mode-probe',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0];
      if (blend.test(file)) return 'export function canUseNewCanvasBlendModes() { return true; }\n';
      return null;
    },
  };
}

// The client lives in client/; the server serves the build from dist/client.
export default defineConfig({
  root: 'client',
  publicDir: '../assets/public',
  plugins: [react(), skipPixiBlendModeProbe()],
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
