// Public entry of server-kit (filled in by the server-kit change).
export {};
