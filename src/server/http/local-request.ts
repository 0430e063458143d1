import type { FastifyRequest } from 'fastify';

const loopbackAddress = /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && (address === '::1' || loopbackAddress.test(address));
}

/** Every client address a proxy in front of us named: X-Forwarded-For, X-Real-IP and Forwarded's `for=`. */
function forwardedAddresses(request: FastifyRequest): string[] {
  const { headers } = request;
  const listed = [headers['x-forwarded-for'], headers['x-real-ip']].flat().join(',');
  const forwarded = [...String(headers.forwarded ?? '').matchAll(/for="?\[?([^\]";,]+)/gi)].map(
    (match) => match[1] ?? '',
  );
  return [...listed.split(','), ...forwarded].map((address) => address.trim()).filter(Boolean);
}

/**
 * Whether the request comes from the computer the server runs on. The socket's address decides: no header
 * can make a stranger local. Headers can only make a request foreign: a proxy on this computer relays
 * strangers from a loopback socket, and says who they are in its forwarding headers.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    isLoopbackAddress(request.ip) &&
    forwardedAddresses(request).every(isLoopbackAddress)
  );
}
