import 'server-only';

/**
 * A place of a service freed up (a session cancelled or moved, an enrollment cancelled): the first
 * student waiting for the service is offered it by e-mail. Called after the freeing transaction
 * commits; never throws into the caller's response (a failed offer is logged and retried by the
 * next freed place). The waitlist work (issue 6 item 8) gives it its body.
 */
export async function offerFreedPlace(_input: { teacherId: string; serviceId: string; now?: Date }): Promise<void> {}
