/**
 * About what a drawn shop or item page weighs on the wire (brotli, 6.4–6.9 KB): the bare route that answers as many
 * bytes shows what sending them costs alone, the server and autocannon sharing the cores.
 */
export const PAGE_BYTES = 6_500;
