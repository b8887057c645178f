declare module 'dynalite' {
  import type { Server } from 'node:http';

  function dynalite(options?: Record<string, unknown>): Server;
  export default dynalite;
}
