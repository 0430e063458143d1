/** Set by the server from Fastify's view of the client (trustProxy), overwriting whatever the client sent. */
export const CLIENT_IP_HEADER = 'x-campus-client-ip';
