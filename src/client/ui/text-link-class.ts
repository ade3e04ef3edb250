/**
 * How a link set in running text or under a form looks: the brand colour, underlined on hover,
 * and 44 px tall so a thumb hits it. Callers add the weight or size of their context.
 */
export const textLinkClass = 'inline-flex min-h-11 items-center text-brand hover:underline';
