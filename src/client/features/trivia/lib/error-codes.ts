import type { TRIVIA_ERRORS } from '../../../../shared/contracts/trivia';

/**
 * The trivia API's error codes the pages act on. Written out here, checked against the
 * contract by type only: importing the contract's values would bring zod into the pages.
 */
export const ERR: {
  [K in 'posterWithdrawn' | 'invalidCode' | 'alreadyAnswered']: (typeof TRIVIA_ERRORS)[K];
} = {
  posterWithdrawn: 'trivia.posterWithdrawn',
  invalidCode: 'trivia.invalidCode',
  alreadyAnswered: 'trivia.alreadyAnswered',
};
