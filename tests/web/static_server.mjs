// A static file server for the browser tests, on 127.0.0.1 and a free port: the playground
// needs nothing more (the pages, the module and its .wasm, with their content types).
import {createServer} from "node:http";
import {readFile} from "node:fs/promises";
import {extname, join, normalize} from "node:path";

const types = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".mjs": "text/javascript",
  ".css": "text/css", ".wasm": "application/wasm", ".svg": "image/svg+xml", ".png": "image/png",
  ".json": "application/json",
};

/// Serves the files under `root`; resolves to the listening server (address().port).
export function serve(root) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, "http://x").pathname));
    try {
      if (path.includes("..")) throw new Error("outside the root");
      const body = await readFile(join(root, path === "/" ? "index.html" : path));
      response.writeHead(200, {"Content-Type": types[extname(path)] ?? "application/octet-stream"});
      response.end(body);
    } catch {
      response.writeHead(404);
      response.end();
    }
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}
