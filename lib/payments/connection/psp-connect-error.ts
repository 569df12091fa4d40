/** Why connecting the processor account was refused; the callback turns it into `?psp=error&reason=`. */
export type PspConnectFailure = 'state' | 'denied' | 'account_in_use' | 'processor';

export class PspConnectError extends Error {
  constructor(
    readonly reason: PspConnectFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PspConnectError';
  }
}

export const pspConnectErrorLocation = (reason: PspConnectFailure) =>
  `/teacher/settings/payments?psp=error&reason=${reason}`;
